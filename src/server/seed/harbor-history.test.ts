import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { sum } from '../../domain/billing/money';
import { syncTimesheetWeek } from '../billing/sources/timesheets';
import { syncTimesheetWeeksInBulk } from '../billing/sources/timesheet-weeks-bulk';
import type { Tx } from '../db/client';
import { timesheetTransactions } from '../billing/timesheet-transactions';
import {
  eventDeliveries,
  events,
  invoices,
  partners,
  paycheckItems,
  paychecks,
  payrollRuns,
  timesheetRates,
  timesheets,
  transactionItems,
  transactions,
} from '../db/schema';
import { AGENCY_OWNER } from './agency';
import { CURRENT_WEEK } from './harbor-time';

/** Harbor Point's six months of history, as the seed wrote it, must add up wherever it is read. */
let h: Harness;
let harborId: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  [{ id: harborId }] = (await h.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'harborpoint'))) as [{ id: string }];
});
afterAll(() => h.close());

async function get(email: string, url: string) {
  tokens[email] ??= await h.login(email);
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${tokens[email]}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const total = async (url: string) => (await get(AGENCY_OWNER, url)).meta.total as number;

describe('Harbor Point’s history', () => {
  it('has six months of weekly time in every state the owner lists', async () => {
    expect(await total('/timesheets?per_page=1')).toBeGreaterThan(3_000);
    expect(await total('/timesheets?status=approved&per_page=1')).toBeGreaterThan(2_500);
    expect(await total('/timesheets?status=rejected&per_page=1')).toBeGreaterThanOrEqual(20);
    expect(await total('/timesheets?status=submitted,signed&per_page=1')).toBeGreaterThanOrEqual(
      10,
    );
    expect(await total('/timesheets?status=draft&per_page=1')).toBeGreaterThanOrEqual(3);
    const maria = await get('maria.gonzalez@harborpoint-workers.test', '/timesheets?per_page=1');
    expect(maria.meta.total).toBeGreaterThan(50);
  });

  it('pays every other week: twelve runs, every paycheck’s net its gross less withholdings', async () => {
    const runs = await h.deps.db
      .select()
      .from(payrollRuns)
      .where(eq(payrollRuns.partner_id, harborId));
    expect(runs).toHaveLength(12);
    for (const run of runs) expect(['paid', 'partially_paid']).toContain(run.status);
    const checks = await h.deps.db
      .select()
      .from(paychecks)
      .where(eq(paychecks.partner_id, harborId));
    expect(checks.length).toBeGreaterThan(250);
    expect(checks.filter((p) => p.status === 'paid').length).toBeGreaterThan(checks.length * 0.9);
    const items = await h.deps.db
      .select()
      .from(paycheckItems)
      .where(
        inArray(
          paycheckItems.paycheck_id,
          checks.map((p) => p.id),
        ),
      );
    for (const p of checks) {
      const own = items.filter((i) => i.paycheck_id === p.id);
      const of = (kind: string) =>
        sum(own.filter((i) => i.kind === kind).map((i) => i.amount_cents));
      expect(p.net_cents).toBe(p.gross_cents - p.taxes_cents - p.deductions_cents);
      expect(of('earning')).toBe(p.gross_cents);
      expect(of('tax')).toBe(p.taxes_cents);
      expect(of('employer_tax')).toBe(p.employer_taxes_cents);
    }
    // Employees' pay is taxed; independent contractors' and reimbursement-only paychecks are not.
    expect(checks.filter((p) => p.taxes_cents > 0).length).toBeGreaterThan(checks.length * 0.6);
    for (const run of runs) {
      const own = checks.filter((p) => p.payroll_run_id === run.id);
      expect(run.gross_cents).toBe(sum(own.map((p) => p.gross_cents)));
      expect(run.net_cents).toBe(sum(own.map((p) => p.net_cents)));
    }
  });

  it('puts every paid timesheet on a paycheck line', async () => {
    const unpaidOnes = await h.deps.db.execute(sql`
      select count(*)::int as n from ${timesheets} t
      where t.partner_id = ${harborId} and t.paid
        and not exists (
          select 1 from ${transactions} x join ${paycheckItems} i on i.transaction_id = x.id
          where x.source_type = 'timesheet' and x.kind = 'pay' and x.source_id = t.id)`);
    const rows =
      (unpaidOnes as unknown as { rows?: { n: number }[] }).rows ??
      (unpaidOnes as unknown as { n: number }[]);
    expect(rows[0]?.n).toBe(0);
    expect(await total('/timesheets?paid=true&per_page=1')).toBeGreaterThan(2_000);
  });

  it('leaves its paid weeks synced: every paid timesheet’s pay is complete, no sync queued for a first start', async () => {
    const open = await h.deps.db.execute(sql`
      select count(*)::int as n from ${transactions} x join ${timesheets} t on t.id = x.source_id
      where t.partner_id = ${harborId} and t.paid and x.source_type = 'timesheet'
        and x.kind = 'pay' and x.status <> 'complete'`);
    const pending = await h.deps.db.execute(sql`
      select count(*)::int as n from ${eventDeliveries} d join ${events} e on e.id = d.event_id
      where d.subscriber = ${timesheetTransactions.name} and e.type = 'timesheet.markPaid'`);
    const n = (r: unknown) =>
      ((r as { rows?: { n: number }[] }).rows ?? (r as { n: number }[]))[0]?.n;
    expect({ open: n(open), pending: n(pending) }).toEqual({ open: 0, pending: 0 });
  });

  it('invoices each month: sent, paid in full by allocations, some overdue', async () => {
    const all = await h.deps.db.select().from(invoices).where(eq(invoices.partner_id, harborId));
    expect(all.length).toBeGreaterThan(100);
    const paid = all.filter((i) => i.status === 'paid');
    expect(paid.length).toBeGreaterThan(60);
    for (const i of paid) {
      expect(i.allocated_cents).toBe(i.total_due_cents);
      expect(i.remaining_cents).toBe(0);
    }
    const overdue = all.filter(
      (i) => i.remaining_cents > 0 && i.due_date !== null && i.due_date < '2026-11-20',
    );
    expect(overdue.length).toBeGreaterThan(0);
    // Each invoice bills exactly its transactions, and they are its time's.
    const billed = await h.deps.db
      .select({ invoice_id: transactions.invoice_id, amount: transactions.amount_cents })
      .from(transactions)
      .where(and(eq(transactions.partner_id, harborId), eq(transactions.kind, 'bill')));
    for (const i of all.slice(0, 40))
      expect(sum(billed.filter((b) => b.invoice_id === i.id).map((b) => b.amount))).toBe(
        i.total_bill_cents,
      );
  });

  it('the bulk sync writes the same transactions as the per-week sync', async () => {
    // The week awaiting approval, approved inside a transaction that is rolled back at the end.
    const waiting = await h.deps.db
      .select({ id: timesheets.id, assignment_id: timesheets.assignment_id })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.partner_id, harborId),
          eq(timesheets.status, 'submitted'),
          gte(timesheets.date, CURRENT_WEEK),
        ),
      );
    const assignmentIds = [...new Set(waiting.map((w) => w.assignment_id))];
    expect(assignmentIds.length).toBeGreaterThan(5);
    const ids = waiting.map((w) => w.id);
    const written = async (tx: Tx) =>
      (
        await tx
          .select({ t: transactions, i: transactionItems })
          .from(transactions)
          .innerJoin(transactionItems, eq(transactionItems.transaction_id, transactions.id))
          .where(inArray(transactions.source_id, ids))
      )
        .map(({ t, i }) =>
          [t.kind, t.source_id, t.status, t.date, t.state, t.amount_cents, i.position, i.kind]
            .concat([i.hours_hundredths, i.rate_cents, i.amount_cents])
            .join('|'),
        )
        .sort();
    const forget = async (tx: Tx) => {
      const made = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(inArray(transactions.source_id, ids));
      await tx.delete(transactionItems).where(
        inArray(
          transactionItems.transaction_id,
          made.map((m) => m.id),
        ),
      );
      await tx.delete(transactions).where(inArray(transactions.source_id, ids));
      await tx.delete(timesheetRates).where(inArray(timesheetRates.timesheet_id, ids));
    };
    const ROLLBACK = new Error('rollback');
    let bulk: string[] = [];
    let perWeek: string[] = [];
    await h.deps.db
      .transaction(async (tx) => {
        await tx.update(timesheets).set({ status: 'approved' }).where(inArray(timesheets.id, ids));
        await syncTimesheetWeeksInBulk(tx, assignmentIds, CURRENT_WEEK, CURRENT_WEEK);
        bulk = await written(tx);
        await forget(tx);
        for (const a of assignmentIds) await syncTimesheetWeek(tx, a, CURRENT_WEEK);
        perWeek = await written(tx);
        throw ROLLBACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      });
    expect(bulk.length).toBeGreaterThan(ids.length);
    expect(bulk).toEqual(perWeek);
  });

  it('shows the owner’s dashboard money and the chain of events verifies', async () => {
    const dashboard = await get(AGENCY_OWNER, '/dashboard');
    const money = Object.fromEntries(
      (dashboard.money as { key: string; cents: number }[]).map((m) => [m.key, m.cents]),
    );
    expect(money.gross_pay_month).toBeGreaterThan(0);
    expect(money.receivables).toBeGreaterThan(0);
    expect(money.overdue).toBeGreaterThan(0);
    const maria = await get('maria.gonzalez@harborpoint-workers.test', '/dashboard');
    const earned = (maria.money as { key: string; cents: number }[]).find(
      (m) => m.key === 'earnings_ytd',
    );
    expect(earned?.cents).toBeGreaterThan(0);
    const verified = await get('admin@demo.test', '/events/verify');
    expect(verified.ok).toBe(true);
  });
});
