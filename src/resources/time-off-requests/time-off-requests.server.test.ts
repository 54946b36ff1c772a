import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { ApprovalList } from '../approvals/contract';
import type { PtoBalance } from '../pto/contract';
import { ptoAccruals, ptoBalances } from '../../server/db/schema';
import { foldProjections } from '../../server/kit/workflow/rebuild';
import { recordAccruals } from '../pto/server';
import type { TimeOffRequest } from './contract';
import { timeOffRequests } from './table';
import { timeOffServer } from './workflow.server';

let h: Harness;
const call = callerOf(() => h);

const CONNIE = 'contractor@demo.test';
const OWNER = 'owner@acme.test';
const vacationOf = async (email: string) => {
  const page = (await call(email, 'GET', '/pto_rules_accruals?per_page=200')).json() as {
    data: PtoBalance[];
  };
  return page.data.find(
    (b) => b.rule_name === 'Vacation' && b.contractor_name === 'Connie Contractor',
  )!;
};

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

it('the seed accrues Acme vacation per pay period after the waiting period, and a contractor sees only its own balances', async () => {
  const b = await vacationOf(CONNIE);
  // Assignment from 2026-06-01, 30 days' wait: the biweekly periods ending 2026-07-12 … 2026-11-15 earn 4.00 h each.
  expect(b).toMatchObject({
    accrued_hundredths: 4_000,
    forfeited_hundredths: 0,
    used_hundredths: 800,
    requested_hundredths: 1_600,
    available_hundredths: 3_200,
    through: '2026-11-15',
  });
  const mine = (await call(CONNIE, 'GET', '/pto_rules_accruals')).json() as { data: PtoBalance[] };
  expect(new Set(mine.data.map((x) => x.contractor_name))).toEqual(new Set(['Connie Contractor']));
  expect((await call('client@globex.test', 'GET', '/pto_rules_accruals')).statusCode).toBe(403);
  expect((await call(CONNIE, 'GET', '/pto_rules')).statusCode).toBe(403);
});

it('recording accruals again adds nothing (one row per contractor, rule and period)', async () => {
  const rows = async () => (await h.deps.db.select({ n: count() }).from(ptoAccruals))[0]!.n;
  const before = await rows();
  await recordAccruals(h.deps.db, '2026-11-24');
  expect(await rows()).toBe(before);
});

it('a contractor requests time off, the partner owner approves it from the queue and the balance drops; over the balance is refused with why', async () => {
  const b = await vacationOf(CONNIE);
  const over = await call(CONNIE, 'POST', '/time_off_requests', {
    balance_id: b.id,
    start_date: '2027-01-04',
    end_date: '2027-01-08',
    hours_hundredths: 1_700,
  });
  expect(over.statusCode).toBe(422);
  expect(over.json()).toMatchObject({
    detail: [
      {
        loc: ['body', 'hours_hundredths'],
        msg: 'Only 32.00 hours are available, and 16.00 of them are already requested: this request asks for 17.00.',
      },
    ],
  });

  const created = await call(CONNIE, 'POST', '/time_off_requests', {
    balance_id: b.id,
    start_date: '2027-01-04',
    end_date: '2027-01-04',
    hours_hundredths: 800,
  });
  expect(created.statusCode, created.body).toBe(201);
  const request = created.json() as TimeOffRequest;
  expect(request).toMatchObject({
    status: 'requested',
    rule_name: 'Vacation',
    available_hundredths: 3_200,
  });

  const queue = (
    await call(OWNER, 'GET', '/approvals?kind=time_off&per_page=200')
  ).json() as ApprovalList;
  expect(queue.data.map((r) => r.href)).toContain(`/time_off_requests/${request.id}`);
  expect(queue.meta.by_kind.time_off).toBe(2);

  expect(
    (await call('owner@selfco.test', 'POST', `/time_off_requests/${request.id}/actions/approve`))
      .statusCode,
  ).toBe(404);
  expect(
    (await call(CONNIE, 'POST', `/time_off_requests/${request.id}/actions/approve`)).statusCode,
  ).toBe(403);
  const approved = await call(OWNER, 'POST', `/time_off_requests/${request.id}/actions/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  expect((await vacationOf(CONNIE)).available_hundredths).toBe(2_400);

  const history = (
    await call(CONNIE, 'GET', `/time_off_requests/${request.id}/history`)
  ).json() as { data: { type: string; from: string | null; to: string }[] };
  expect(history.data.map((e) => [e.type, e.from, e.to])).toEqual([
    ['time_off_request.created', null, 'requested'],
    ['timeOffRequest.approve', 'requested', 'approved'],
  ]);

  // The auditor's replay: every event with who could do what then.
  const replay = await call(OWNER, 'GET', `/time_off_requests/${request.id}/replay`);
  expect(replay.statusCode, replay.body).toBe(200);

  // The requester cancels before it starts; the hours come back.
  const byOwner = await call(OWNER, 'POST', `/time_off_requests/${request.id}/actions/cancel`);
  expect(byOwner.statusCode).toBe(409);
  expect(byOwner.json()).toMatchObject({
    reasons: ['Only the one who requested it may change or cancel it.'],
  });
  expect(
    (await call(CONNIE, 'POST', `/time_off_requests/${request.id}/actions/cancel`)).statusCode,
  ).toBe(200);
  expect((await vacationOf(CONNIE)).available_hundredths).toBe(3_200);
});

it('approval is refused with the hours when the balance no longer holds the request', async () => {
  const b = await vacationOf(CONNIE);
  const created = (
    await call(CONNIE, 'POST', '/time_off_requests', {
      balance_id: b.id,
      start_date: '2027-02-01',
      end_date: '2027-02-01',
      hours_hundredths: 800,
    })
  ).json() as TimeOffRequest;
  // A correction of the accruals (as payroll would record one) leaves less than asked.
  await h.deps.db
    .update(ptoBalances)
    .set({ accrued_hundredths: 1_300 })
    .where(and(eq(ptoBalances.id, b.id)));
  const refused = await call(OWNER, 'POST', `/time_off_requests/${created.id}/actions/approve`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    reasons: ['Only 5.00 hours are available: this request asks for 8.00.'],
  });
  const rejected = await call(OWNER, 'POST', `/time_off_requests/${created.id}/actions/reject`, {
    reason: 'Not enough vacation left',
  });
  expect(rejected.json()).toMatchObject({
    time_off_request: { status: 'rejected', reason: 'Not enough vacation left' },
  });
});

it('rebuilds every request projection from its events to the live table', async () => {
  const rebuilt = new Map<string, unknown>();
  await foldProjections(h.deps.db, timeOffServer, (row) => rebuilt.set(row.id, row), 20);
  const live = await h.deps.db.select().from(timeOffRequests);
  const norm = (r: object) =>
    JSON.parse(
      JSON.stringify(r, (_k, v: unknown) =>
        typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d/.test(v) ? new Date(v).toISOString() : v,
      ),
    ) as unknown;
  expect(rebuilt.size).toBe(live.length);
  for (const row of live) expect(norm(rebuilt.get(row.id)!), row.id).toEqual(norm(row));
});

it('the requester changes a waiting request within the balance (its own hours freed first); nobody else may', async () => {
  const seeded = (await call(CONNIE, 'GET', '/time_off_requests?status=requested')).json() as {
    data: TimeOffRequest[];
  };
  const december = seeded.data.find((r) => r.start_date === '2026-12-21')!;
  const available = (await vacationOf(CONNIE)).available_hundredths;
  const over = await call(CONNIE, 'PATCH', `/time_off_requests/${december.id}`, {
    hours_hundredths: available + 1,
  });
  expect(over.statusCode).toBe(422);
  const changed = await call(CONNIE, 'PATCH', `/time_off_requests/${december.id}`, {
    hours_hundredths: available,
    notes: 'Whole balance',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json()).toMatchObject({
    hours_hundredths: available,
    notes: 'Whole balance',
    status: 'requested',
  });
  const byOwner = await call(OWNER, 'PATCH', `/time_off_requests/${december.id}`, {
    hours_hundredths: 100,
  });
  expect(byOwner.statusCode).toBe(409);
});

it('an approval that would overdraw the balance once written (a concurrent approval committed first) is refused under the balance lock', async () => {
  const before = await vacationOf(CONNIE);
  await h.deps.db
    .update(ptoBalances)
    .set({ accrued_hundredths: 100_000 })
    .where(eq(ptoBalances.id, before.id));
  const b = await vacationOf(CONNIE);
  const posted = await call(CONNIE, 'POST', '/time_off_requests', {
    balance_id: b.id,
    start_date: '2027-03-01',
    end_date: '2027-03-01',
    hours_hundredths: 100,
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const created = posted.json() as TimeOffRequest;
  const [row] = await h.deps.db
    .select()
    .from(timeOffRequests)
    .where(eq(timeOffRequests.id, created.id));
  // As if another approval had taken the whole balance between this one's check and its write.
  await h.deps.db
    .update(ptoBalances)
    .set({ accrued_hundredths: b.used_hundredths + 50 })
    .where(eq(ptoBalances.id, b.id));
  const approve = h.deps.db.transaction(async (tx) => {
    await tx
      .update(timeOffRequests)
      .set({ status: 'approved' })
      .where(eq(timeOffRequests.id, created.id));
    await timeOffServer.alongside!(
      tx,
      'timeOffRequest.approve',
      { ...row!, status: 'approved' },
      undefined as never,
      h.deps.subscribers,
    );
  });
  await expect(approve).rejects.toMatchObject({
    statusCode: 409,
    body: { reasons: ['Only 0.50 hours are available: this request asks for 1.00.'] },
  });
  expect(
    (await h.deps.db.select().from(timeOffRequests).where(eq(timeOffRequests.id, created.id)))[0]!
      .status,
  ).toBe('requested');
});
