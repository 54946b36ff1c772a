import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../assignments/contract';
import type { HistoryEntry, TimesheetDetail } from './contract';

let h: Harness;
const tokens: Record<string, string> = {};
const as = (email: string) => ({ authorization: `Bearer ${tokens[email]}` });
const DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

beforeAll(async () => {
  h = await createHarness();
  for (const email of ['contractor@demo.test', 'client@globex.test', 'admin@demo.test'])
    tokens[email] = await h.login(email);
});
afterAll(async () => h.close());

async function submittedAtGlobex(date: string) {
  const list = (
    await h.app.inject({
      method: 'GET',
      url: '/v2/assignments',
      headers: as('contractor@demo.test'),
    })
  ).json() as AssignmentList;
  const globex = list.data.find((a) => a.client_name === 'Globex')!;
  const created = await h.app.inject({
    method: 'POST',
    url: '/v2/timesheets',
    headers: as('contractor@demo.test'),
    payload: {
      assignment_id: globex.id,
      date,
      time_start: '09:00',
      time_end: '17:00',
      break_time_minutes: 0,
    },
  });
  const id = (created.json() as TimesheetDetail).timesheet.id;
  const submitted = await act('contractor@demo.test', id, 'submit', {
    location: { latitude: 40.7, longitude: -74, accuracy: 10 },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return id;
}

const act = (email: string, id: string, action: string, payload: Record<string, unknown> = {}) =>
  h.app.inject({
    method: 'POST',
    url: `/v2/timesheets/${id}/actions/${action}`,
    headers: as(email),
    payload,
    remoteAddress: '203.0.113.7',
  });

describe('signing a timesheet records the signature as evidence', () => {
  it('stores the typed name and drawing on the sign event, with its time and IP; approval is a second entry', async () => {
    const id = await submittedAtGlobex('2028-09-04');
    const sign = await act('client@globex.test', id, 'sign', {
      signature: { full_name: 'Gloria Globex', drawn_png: DOT },
    });
    expect(sign.statusCode, sign.body).toBe(200);
    expect((await act('client@globex.test', id, 'approve')).statusCode).toBe(200);
    const history = (
      await h.app.inject({
        method: 'GET',
        url: `/v2/timesheets/${id}/history`,
        headers: as('client@globex.test'),
      })
    ).json() as { data: HistoryEntry[] };
    const signed = history.data.find((e) => e.type === 'timesheet.sign');
    expect(signed).toMatchObject({
      from: 'submitted',
      to: 'signed',
      ip: '203.0.113.7',
      payload: { signature: { full_name: 'Gloria Globex', drawn_png: DOT } },
    });
    expect(Date.parse(signed!.occurred_at)).not.toBeNaN();
    expect(history.data.filter((e) => e.type === 'timesheet.approve')).toHaveLength(1);
    // The audit replay (staff) shows the signature on its step.
    const replay = (
      await h.app.inject({
        method: 'GET',
        url: `/v2/timesheets/${id}/replay`,
        headers: as('admin@demo.test'),
      })
    ).json() as { steps: { action: string | null; signed_as: string | null }[] };
    expect(replay.steps.slice(-2).map((s) => [s.action, s.signed_as])).toEqual([
      ['sign', 'Gloria Globex'],
      ['approve', null],
    ]);
  });

  it('refuses a signature without a name or with a drawing that is not a PNG (422), signing nothing', async () => {
    const id = await submittedAtGlobex('2028-09-05');
    const noName = await act('client@globex.test', id, 'sign', { signature: { full_name: ' ' } });
    expect(noName.statusCode).toBe(422);
    const script = await act('client@globex.test', id, 'sign', {
      signature: { full_name: 'Gloria Globex', drawn_png: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(422);
    const detail = (
      await h.app.inject({
        method: 'GET',
        url: `/v2/timesheets/${id}`,
        headers: as('client@globex.test'),
      })
    ).json() as TimesheetDetail;
    expect(detail.timesheet.status).toBe('submitted');
  });
});
