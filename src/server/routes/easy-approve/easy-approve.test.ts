import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import type { TimesheetList } from '../../../domain/contracts/timesheets';
import { LINK_TTL_MS } from './links';

let h: Harness;
const auth = async (email: string) => ({ authorization: `Bearer ${await h.login(email)}` });

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

async function linkFor(query: string) {
  const headers = await auth('owner@acme.test');
  const list = (await h.app.inject({ method: 'GET', url: `/v2/timesheets?${query}`, headers })).json() as TimesheetList;
  const ts = list.data[0];
  if (!ts) throw new Error('no timesheet');
  const res = await h.app.inject({ method: 'POST', url: `/v2/timesheets/${ts.id}/easy_approve_link`, headers, payload: { approver_email: 'client@globex.test' } });
  expect(res.statusCode).toBe(201);
  return { ts, token: (res.json() as { token: string }).token };
}

async function globexId() {
  const me = await h.app.inject({ method: 'GET', url: '/v2/user', headers: await auth('client@globex.test') });
  return (me.json() as { client: { id: string } }).client.id;
}

describe('easy approve', () => {
  it('lets the client sign then approve without signing in, then says what happened', async () => {
    const { ts, token } = await linkFor('status=signed');
    const view = await h.app.inject({ method: 'GET', url: `/v2/easy_approve?token=${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ timesheet: { id: ts.id, status: 'signed', contractor_email: null }, outcome: null });
    const done = await h.app.inject({ method: 'POST', url: '/v2/easy_approve', payload: { token, decision: 'approve' } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ timesheet: { status: 'approved', approval_email: 'client@globex.test' } });
    const again = await h.app.inject({ method: 'POST', url: '/v2/easy_approve', payload: { token, decision: 'approve' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already moved on: approve by Carl Client/);
  });

  it('a client that must sign signs and approves with one click; the history shows both, by that client', async () => {
    const { ts, token } = await linkFor('status=submitted&client_id=' + (await globexId()));
    expect(ts.requires_signature).toBe(true);
    const done = await h.app.inject({ method: 'POST', url: '/v2/easy_approve', payload: { token, decision: 'approve' } });
    expect(done.statusCode).toBe(200);
    expect(done.json().timesheet.status).toBe('approved');
    const history = await h.app.inject({ method: 'GET', url: `/v2/timesheets/${ts.id}/history`, headers: await auth('owner@acme.test') });
    const steps = (history.json().data as { type: string; actor_name: string }[]).slice(-2);
    expect(steps.map((s) => [s.type, s.actor_name])).toEqual([
      ['timesheet.sign', 'Carl Client'],
      ['timesheet.approve', 'Carl Client'],
    ]);
  });

  it('a stale link names who moved the timesheet on', async () => {
    const { ts, token } = await linkFor('status=submitted');
    await h.app.inject({ method: 'POST', url: `/v2/timesheets/${ts.id}/actions/reject`, headers: await auth('approver@globex.test'), payload: { reason: 'Not ours' } });
    const view = await h.app.inject({ method: 'GET', url: `/v2/easy_approve?token=${token}` });
    expect(view.json().outcome).toMatch(/reject by April Approver/);
  });

  it('refuses tampered and expired links', async () => {
    const { token } = await linkFor('status=submitted');
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await h.app.inject({ method: 'GET', url: `/v2/easy_approve?token=${tampered}` })).statusCode).toBe(404);
    h.clock.advance(LINK_TTL_MS + 1000);
    const expired = await h.app.inject({ method: 'POST', url: '/v2/easy_approve', payload: { token, decision: 'approve' } });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/expired/);
  });
});
