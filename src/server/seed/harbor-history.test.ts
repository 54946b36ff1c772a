import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Replay } from '../../domain/contracts/replay';
import { AGENCY_OWNER } from './agency';
import { heldForTaxReason } from './harbor-payroll';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const HARBOR = sql`(select id from partners where subdomain = 'harborpoint')`;

const get = async (email: string, path: string) => {
  const token = await h.login(email);
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2${path}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; meta: { total: number } };
};

it('shows the owner six months of time, invoices, payments, payroll runs and paychecks', async () => {
  for (const path of ['/timesheets', '/invoices', '/payments', '/payroll_runs', '/paychecks', '/time_off_requests'])
    expect((await get(AGENCY_OWNER, path)).meta.total, path).toBeGreaterThan(0);
  const [span] = await rows<{ first: string; last: string }>(
    sql`select min(date)::text as first, max(date)::text as last from timesheets where partner_id = ${HARBOR}`,
  );
  const days = (Date.parse(span!.last) - Date.parse(span!.first)) / 86_400_000;
  expect(days).toBeGreaterThan(170);
});

it('gives Maria Gonzalez weeks of approved time of her own', async () => {
  const mine = await get('maria.gonzalez@harborpoint-workers.test', '/timesheets?status=approved');
  expect(mine.meta.total).toBeGreaterThan(20);
});

it('has a few late and rejected weeks among the approved ones, each made by the chart', async () => {
  const byStatus = await rows<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from timesheets where partner_id = ${HARBOR} group by status`,
  );
  const n = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  expect(n('approved')).toBeGreaterThan(300);
  expect(n('rejected')).toBeGreaterThan(0);
  expect(n('rejected')).toBeLessThan(n('approved') / 10);
  // Every timesheet's projection is where its own events lead: one event per version.
  const [gaps] = await rows<{ n: number }>(sql`
    select count(*)::int as n from timesheets t
    where t.partner_id = ${HARBOR}
      and t.version <> (select count(*) from events e where e.stream_type = 'timesheet' and e.stream_id = t.id)`);
  expect(gaps!.n).toBe(0);
});

it('has every paid invoice paid by payments that sum to its total, and some overdue', async () => {
  const invoices = await rows<{ status: string; total: number; allocated: number; overdue: boolean }>(sql`
    select i.status, i.total_due_cents::bigint as total,
           coalesce((select sum(a.amount_cents) from payment_allocations a
                     where a.invoice_id = i.id and a.reversed_at is null), 0)::bigint as allocated,
           (i.status in ('open', 'partially_paid') and i.due_date < current_date) as overdue
    from invoices i where i.partner_id = ${HARBOR}`);
  const paid = invoices.filter((i) => i.status === 'paid');
  expect(paid.length).toBeGreaterThan(50);
  for (const i of paid) expect(Number(i.allocated)).toBe(Number(i.total));
  expect(invoices.filter((i) => i.overdue).length).toBeGreaterThan(0);
  expect(invoices.some((i) => i.status === 'partially_paid')).toBe(true);
});

it('has every paycheck pay only paid timesheets, and every paid timesheet on a paycheck', async () => {
  const [counts] = await rows<{ paychecks: number; unpaid_on_paycheck: number; paid_off_paycheck: number }>(sql`
    with on_paycheck as (
      select distinct tr.source_id as timesheet_id
      from paycheck_items pi join transactions tr on tr.id = pi.transaction_id
      join paychecks p on p.id = pi.paycheck_id
      where p.partner_id = ${HARBOR} and tr.source_type = 'timesheet')
    select (select count(*)::int from paychecks where partner_id = ${HARBOR}) as paychecks,
      (select count(*)::int from on_paycheck o join timesheets t on t.id = o.timesheet_id where not t.paid) as unpaid_on_paycheck,
      (select count(*)::int from timesheets t where t.partner_id = ${HARBOR} and t.paid
         and t.id not in (select timesheet_id from on_paycheck)) as paid_off_paycheck`);
  expect(counts!.paychecks).toBeGreaterThan(0);
  expect(counts!.unpaid_on_paycheck).toBe(0);
  expect(counts!.paid_off_paycheck).toBe(0);
  const runs = await rows<{ status: string }>(
    sql`select status from payroll_runs where partner_id = ${HARBOR} order by period_start`,
  );
  expect(runs.at(-1)?.status).toBe('pre_draft');
  expect(runs.filter((r) => r.status === 'paid' || r.status === 'partially_paid').length).toBeGreaterThan(5);
});

it('holds the pay the tax engine cannot figure, saying why, instead of failing the runs', async () => {
  const held = await rows<{ state: string; reason: string }>(sql`
    select a.state, t.hold_reason as reason from transactions t join assignments a on a.id = t.assignment_id
    where t.partner_id = ${HARBOR} and t.kind = 'pay' and t.status = 'hold'`);
  for (const t of held) expect(t.reason).toBe(heldForTaxReason(t.state));
  const [stuck] = await rows<{ n: number }>(
    sql`select count(*)::int as n from payroll_runs where partner_id = ${HARBOR} and status = 'processing'`,
  );
  expect(stuck!.n).toBe(0);
});

it('names the payment and the amount on an invoice allocation step of the audit replay', async () => {
  const [paid] = await rows<{ id: string; number: string }>(sql`
    select a.invoice_id as id, p.number from payment_allocations a join payments p on p.id = a.payment_id
    where p.partner_id = ${HARBOR} limit 1`);
  const replay = (await get('admin@demo.test', `/invoices/${paid!.id}/replay`)) as unknown as Replay;
  const step = replay.steps.find((s) => s.type === 'invoice.allocate');
  expect(step?.label).toBe('Allocate');
  expect(step?.detail).toMatch(new RegExp(`^${paid!.number}: \\$[\\d,]+\\.\\d{2} allocated$`));
});
