import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { authOf } from '../../../tests/as-user';
import type { TimesheetDetail, TimesheetList } from './contract';
import { partners } from '../../server/db/schema';
import { SESSION_CACHE_MS } from '../../server/auth/session-cache';

let h: Harness;
const auth = authOf(() => h);

async function list(email: string, query = '') {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/timesheets?${query}`,
    headers: await auth(email),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TimesheetList;
}

async function firstWith(email: string, query: string) {
  const body = await list(email, query);
  const row = body.data[0];
  if (!row) throw new Error(`no timesheet for ${email} with ${query}`);
  return row;
}

const act = async (
  email: string,
  id: string,
  action: string,
  payload: Record<string, unknown> = {},
) =>
  h.app.inject({
    method: 'POST',
    url: `/v2/timesheets/${id}/actions/${action}`,
    headers: await auth(email),
    payload,
  });

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('GET /v2/timesheets', () => {
  it('lists with paging, a filter, sort and totals of the whole filter', async () => {
    const body = await list('admin@demo.test', 'status=approved&sort=-hours&per_page=5');
    expect(body.data).toHaveLength(5);
    expect(body.data.every((t) => t.status === 'approved')).toBe(true);
    const hours = body.data.map((t) => t.hours_hundredths);
    expect([...hours].sort((a, b) => b - a)).toEqual(hours);
    expect(body.meta.total).toBeGreaterThan(5);
    expect(body.meta.total_hours_hundredths).toBeGreaterThan(hours.reduce((a, b) => a + b, 0));
  });

  it('has at least 300 seeded timesheets in every state', async () => {
    const all = await list(
      'admin@demo.test',
      'status=draft,submitted,signed,approved,rejected,deleted&per_page=1',
    );
    expect(all.meta.total).toBeGreaterThanOrEqual(300);
    for (const status of ['draft', 'submitted', 'signed', 'approved', 'rejected', 'deleted']) {
      expect(
        (await list('admin@demo.test', `status=${status}&per_page=1`)).meta.total,
        status,
      ).toBeGreaterThan(0);
    }
    expect((await list('admin@demo.test', 'billing=noBill&per_page=1')).meta.total).toBeGreaterThan(
      0,
    );
    expect((await list('admin@demo.test', 'paid=true&per_page=1')).meta.total).toBeGreaterThan(0);
  });

  it('filters by paid and by a status list, hides deleted unless asked, and refuses an unknown status', async () => {
    const paid = await list('admin@demo.test', 'paid=true&per_page=200');
    expect(paid.data.length).toBeGreaterThan(0);
    expect(paid.data.every((t) => t.paid)).toBe(true);
    expect(
      (await list('admin@demo.test', 'paid=false&per_page=200')).data.every((t) => !t.paid),
    ).toBe(true);
    const all = await list('admin@demo.test', 'per_page=200');
    expect(all.data.some((t) => t.status === 'deleted')).toBe(false);
    const some = await list('admin@demo.test', 'status=signed,deleted&per_page=200');
    expect(new Set(some.data.map((t) => t.status))).toEqual(new Set(['signed', 'deleted']));
    const bogus = await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets?status=submitted,bogus',
      headers: await auth('admin@demo.test'),
    });
    expect(bogus.statusCode).toBe(422);
  });

  it('downloads the current filter as CSV', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets?status=rejected&format=csv',
      headers: await auth('admin@demo.test'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toMatch(/^id,date,day,contractor/);
    expect(lines.length - 1).toBe(
      (await list('admin@demo.test', 'status=rejected&per_page=1')).meta.total,
    );
    expect(lines.slice(1).every((l) => l.includes(',rejected,'))).toBe(true);
  });
});

describe('scoping', () => {
  it('gives each user type only its own tenant', async () => {
    const connie = await list('contractor@demo.test', 'per_page=200');
    expect(new Set(connie.data.map((t) => t.contractor_name))).toEqual(
      new Set(['Connie Contractor']),
    );
    const globex = await list('client@globex.test', 'per_page=200');
    expect(new Set(globex.data.map((t) => t.client_name))).toEqual(new Set(['Globex']));
    const selfco = await list('owner@selfco.test', 'per_page=200');
    expect(new Set(selfco.data.map((t) => t.client_name))).toEqual(new Set(['Initech']));
    const eor = await list('eor@demo.test', 'per_page=200');
    expect(new Set(eor.data.map((t) => t.client_name))).toEqual(new Set(['Umbrella Corp']));
    // The demo sales partner referred Acme Staffing, the only referred partner with timesheets.
    expect((await list('sales@demo.test')).meta.total).toBe(
      (await list('owner@acme.test')).meta.total,
    );
  });

  it("answers 404 for another tenant's timesheet, on detail, history and actions", async () => {
    const initech = await firstWith('owner@selfco.test', 'status=submitted');
    for (const email of [
      'client@globex.test',
      'contractor@demo.test',
      'owner@acme.test',
      'eor@demo.test',
    ]) {
      const headers = await auth(email);
      expect(
        (await h.app.inject({ method: 'GET', url: `/v2/timesheets/${initech.id}`, headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await h.app.inject({
            method: 'GET',
            url: `/v2/timesheets/${initech.id}/history`,
            headers,
          })
        ).statusCode,
      ).toBe(404);
      expect((await act(email, initech.id, 'approve')).statusCode).toBe(404);
    }
  });

  it('hides contractor personal data from clients without show_contractor_personal', async () => {
    const seen = await firstWith('client@globex.test', 'status=approved');
    expect(seen.contractor_email).toBeNull();
    expect(seen.location).toBeNull();
    const byPartner = await h.app.inject({
      method: 'GET',
      url: `/v2/timesheets/${seen.id}`,
      headers: await auth('owner@acme.test'),
    });
    const t = (byPartner.json() as TimesheetDetail).timesheet;
    expect(t.contractor_email).toBe('contractor@demo.test');
    expect(t.location).toMatchObject({ source: 'device' });
    expect(t.entered_ip).not.toBeNull();

    const asClient = (
      await h.app.inject({
        method: 'GET',
        url: `/v2/timesheets/${seen.id}`,
        headers: await auth('client@globex.test'),
      })
    ).json() as TimesheetDetail;
    expect(asClient.timesheet.entered_ip).toBeNull();
    type Step = {
      actor_role: string;
      ip: string | null;
      location: unknown;
      user_agent: string | null;
      payload: object;
    };
    const history = async (email: string) =>
      (
        (
          await h.app.inject({
            method: 'GET',
            url: `/v2/timesheets/${seen.id}/history`,
            headers: await auth(email),
          })
        ).json() as { data: Step[] }
      ).data;
    const submitByPartnerView = (await history('owner@acme.test')).find(
      (s) => s.actor_role === 'contractor' && s.location,
    );
    expect(submitByPartnerView?.location).toMatchObject({ source: 'device' });
    const clientView = (await history('client@globex.test')).filter(
      (s) => s.actor_role === 'contractor',
    );
    expect(clientView.length).toBeGreaterThan(0);
    for (const step of clientView) {
      expect(step).toMatchObject({ ip: null, location: null, user_agent: null });
      expect(step.payload).not.toHaveProperty('location');
    }
  });
});

describe('actions', () => {
  it('403 with reasons when the user may never do it; 409 with reasons when not now', async () => {
    const ts = await firstWith('owner@acme.test', 'status=approved&paid=false');
    const never = await act('owner@acme.test', ts.id, 'paid');
    expect(never.statusCode).toBe(403);
    expect(never.json()).toMatchObject({
      action: 'paid',
      reasons: [expect.stringContaining('only for admins')],
    });
    const rejected = await firstWith('client@globex.test', 'status=rejected');
    const notNow = await act('client@globex.test', rejected.id, 'approve');
    expect(notNow.statusCode).toBe(409);
    expect(notNow.json()).toMatchObject({
      from: 'rejected',
      action: 'approve',
      reasons: [expect.stringContaining('not possible now')],
    });
  });

  it('403 for an edit when the partner has its contractors keep their own time', async () => {
    const draft = await firstWith('owner@acme.test', 'status=draft');
    await h.database.db
      .update(partners)
      .set({ self_time_sheets: true })
      .where(eq(partners.subdomain, 'acme'));
    // Written behind the API's back: sessions it resolved in the last moments still hold the old flags.
    h.clock.advance(SESSION_CACHE_MS + 1);
    try {
      const res = await h.app.inject({
        method: 'PATCH',
        url: `/v2/timesheets/${draft.id}`,
        headers: await auth('owner@acme.test'),
        payload: { task: 'x' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await h.database.db
        .update(partners)
        .set({ self_time_sheets: false })
        .where(eq(partners.subdomain, 'acme'));
      h.clock.advance(SESSION_CACHE_MS + 1);
    }
  });

  it('the client signs, then approves; detail and history show it', async () => {
    const ts = await firstWith('client@globex.test', 'status=submitted');
    const early = await act('client@globex.test', ts.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json().reasons).toEqual([expect.stringContaining('requires a signature')]);
    expect((await act('approver@globex.test', ts.id, 'sign')).statusCode).toBe(200);
    const approved = await act('client@globex.test', ts.id, 'approve');
    expect(approved.statusCode).toBe(200);
    const detail = approved.json() as TimesheetDetail;
    expect(detail.timesheet).toMatchObject({
      status: 'approved',
      approval_email: 'client@globex.test',
    });
    const unpaid = detail.actions.find((a) => a.action === 'paid');
    expect(unpaid).toMatchObject({ available: false, who: 'admins' });
    const history = await h.app.inject({
      method: 'GET',
      url: `/v2/timesheets/${ts.id}/history`,
      headers: await auth('client@globex.test'),
    });
    const steps = (history.json() as { data: { type: string; to: string; actor_name: string }[] })
      .data;
    expect(steps.slice(-2).map((s) => [s.type, s.to, s.actor_name])).toEqual([
      ['timesheet.sign', 'signed', 'April Approver'],
      ['timesheet.approve', 'approved', 'Carl Client'],
    ]);
  });

  it('the admin marks paid, and a paid timesheet cannot be unapproved', async () => {
    const ts = await firstWith('admin@demo.test', 'status=approved&paid=false');
    expect((await act('admin@demo.test', ts.id, 'paid')).statusCode).toBe(200);
    const locked = await act('admin@demo.test', ts.id, 'unapprove');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().reasons[0]).toContain('Paid');
  });

  it('a rejection needs a reason, and stores it', async () => {
    const ts = await firstWith('eor@demo.test', 'status=submitted');
    const bare = await act('eor@demo.test', ts.id, 'reject');
    expect(bare.statusCode).toBe(409);
    expect(bare.json().reasons).toEqual(['A rejection needs a reason.']);
    const ok = await act('eor@demo.test', ts.id, 'reject', { reason: 'Wrong day' });
    expect((ok.json() as TimesheetDetail).timesheet).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Wrong day',
    });
  });
});
