import { and, between, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assignments,
  contractors,
  distributions,
  expenses,
  invoices,
  paycheckItems,
  paychecks,
  partners,
  payrollRuns,
  ptoBalances,
  timeOffRequests,
  timesheets,
} from '../db/schema';
import { REPORT_OWNER, reportHarness } from './test-runs';

const { ctx, call, run } = reportHarness();
const OWNER = REPORT_OWNER;

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('each report’s totals equal the rows under it, in the caller’s tenant', () => {
  it('receivables aging: an invoice sent with no due date is due on receipt and ages from the day it was sent', async () => {
    const asOf = '2026-11-20';
    const [open] = await ctx.h.deps.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.partner_id, ctx.acmeId),
          inArray(invoices.status, ['open', 'partially_paid']),
          ne(invoices.remaining_cents, 0),
          isNotNull(invoices.due_date),
          sql`${invoices.sent_at}::date <= ${asOf}::date`,
        ),
      )
      .limit(1);
    expect(open, 'Acme has an open invoice').toBeDefined();
    const before = (await run('receivables_aging', { as_of: asOf })).results.totals;
    const late = (Date.parse(asOf) - Date.parse(open!.due_date!)) / 86_400_000;
    const was =
      late <= 0
        ? 'current'
        : late <= 30
          ? 'days_1_30'
          : late <= 60
            ? 'days_31_60'
            : late <= 90
              ? 'days_61_90'
              : 'days_over_90';
    await ctx.h.deps.db
      .update(invoices)
      .set({ due_date: null, sent_at: `${addDays(asOf, -45)}T12:00:00Z` })
      .where(eq(invoices.id, open!.id));
    const after = (await run('receivables_aging', { as_of: asOf })).results.totals;
    const expected = { ...before, [was]: before[was]! - open!.remaining_cents };
    expected.days_31_60! += open!.remaining_cents;
    expect(after).toEqual(expected);
  });

  it('unsubmitted time: the assignments running in a week with nothing put forward, and their drafts', async () => {
    const monday = '2026-11-09';
    const sunday = addDays(monday, 6);
    const running = await ctx.h.deps.db
      .select()
      .from(assignments)
      .where(eq(assignments.partner_id, ctx.acmeId));
    const week = await ctx.h.deps.db
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.partner_id, ctx.acmeId), between(timesheets.date, monday, sunday)));
    const owing = running.filter(
      (a) =>
        a.start_date <= sunday &&
        (a.end_date === null || a.end_date >= monday) &&
        !week.some(
          (t) => t.assignment_id === a.id && ['submitted', 'signed', 'approved'].includes(t.status),
        ),
    );
    const drafts = week.filter(
      (t) => t.status === 'draft' && owing.some((a) => a.id === t.assignment_id),
    );
    expect(owing.length, 'some Acme assignment owes time for the week').toBeGreaterThan(0);
    // Any day of the week names the week.
    const { detail, results } = await run('unsubmitted_time', { as_of: '2026-11-12' });
    expect(detail.rows_total).toBe(owing.length);
    expect(results.totals).toEqual({
      assignments: owing.length,
      draft_hours: sum(drafts, (t) => t.hours_hundredths),
    });
  });

  it('unapproved time: time waiting for a decision, worked more than N days before the day', async () => {
    const asOf = '2026-11-20';
    const waiting = await ctx.h.deps.db
      .select()
      .from(timesheets)
      .where(
        and(
          eq(timesheets.partner_id, ctx.acmeId),
          inArray(timesheets.status, ['submitted', 'signed']),
        ),
      );
    const old = waiting.filter((t) => t.date < addDays(asOf, -3));
    expect(old.length, 'the demo has time waiting at Acme').toBeGreaterThan(0);
    const { detail, results } = await run('unapproved_time', { as_of: asOf, days: 3 });
    expect(detail.rows_total).toBe(old.length);
    expect(results.totals).toEqual({
      timesheets: old.length,
      hours: sum(old, (t) => t.hours_hundredths),
    });
    expect(results.rows[0]!.days_waiting).toBeGreaterThan(3);
  });

  it('payroll tax summary: the quarter’s tax lines, by tax and payer, equal its paychecks’ employee plus employer taxes', async () => {
    const workers = await ctx.h.deps.db
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.partner_id, ctx.acmeId))
      .limit(2);
    const [other] = await ctx.h.deps.db
      .select({ id: partners.id })
      .from(partners)
      .where(ne(partners.id, ctx.acmeId))
      .limit(1);
    expect(workers).toHaveLength(2);
    // Two paychecks in Q4 at Acme; one in Q3 and one at another partner stay out.
    const paid = [
      {
        worker: workers[0]!.id,
        partner: ctx.acmeId,
        pay: '2026-10-16',
        lines: [
          ['tax', 'FIT', 1500, 10000],
          ['tax', 'SS', 620, 10000],
          ['employer_tax', 'SS', 620, 10000],
        ],
      },
      {
        worker: workers[1]!.id,
        partner: ctx.acmeId,
        pay: '2026-12-31',
        lines: [
          ['tax', 'FIT', 900, 8000],
          ['employer_tax', 'FUTA', 48, 8000],
        ],
      },
      {
        worker: workers[0]!.id,
        partner: ctx.acmeId,
        pay: '2026-09-30',
        lines: [['tax', 'FIT', 7000, 50000]],
      },
      {
        worker: workers[1]!.id,
        partner: other!.id,
        pay: '2026-11-13',
        lines: [['tax', 'FIT', 3000, 20000]],
      },
    ] as const;
    for (const [i, p] of paid.entries()) {
      const runId = crypto.randomUUID();
      await ctx.h.deps.db.insert(payrollRuns).values({
        id: runId,
        partner_id: p.partner,
        status: 'paid',
        frequency: 'weekly',
        period_start: `2030-01-0${i + 1}`,
        period_end: `2030-01-0${i + 1}`,
        pay_date: p.pay,
      });
      const taxes = sum(
        p.lines.filter((l) => l[0] === 'tax'),
        (l) => l[2],
      );
      const employer = sum(
        p.lines.filter((l) => l[0] === 'employer_tax'),
        (l) => l[2],
      );
      const [check] = await ctx.h.deps.db
        .insert(paychecks)
        .values({
          payroll_run_id: runId,
          contractor_id: p.worker,
          partner_id: p.partner,
          period_start: p.pay,
          period_end: p.pay,
          pay_date: p.pay,
          hours_hundredths: 4000,
          gross_cents: p.lines[0][3],
          taxes_cents: taxes,
          deductions_cents: 0,
          net_cents: p.lines[0][3] - taxes,
          employer_taxes_cents: employer,
          status: 'paid',
        })
        .returning({ id: paychecks.id });
      await ctx.h.deps.db.insert(paycheckItems).values(
        p.lines.map(([kind, code, amount, wages], position) => ({
          paycheck_id: check!.id,
          position,
          kind,
          code,
          description:
            code === 'FIT'
              ? 'Federal income tax'
              : code === 'SS'
                ? 'Social Security'
                : 'Federal unemployment',
          amount_cents: amount,
          taxable_wages_cents: wages,
        })),
      );
    }
    const checks = await ctx.h.deps.db
      .select()
      .from(paychecks)
      .where(
        and(
          eq(paychecks.partner_id, ctx.acmeId),
          between(paychecks.pay_date, '2026-10-01', '2026-12-31'),
        ),
      );
    const { results } = await run('payroll_tax_summary', { year: 2026, quarter: '4' });
    expect(results.totals).toEqual({
      amount: sum(checks, (c) => c.taxes_cents + c.employer_taxes_cents),
    });
    expect(results.totals.amount).toBe(1500 + 620 + 620 + 900 + 48);
    expect(results.rows.map((r) => [r.paid_by, r.code, r.paychecks, r.wages, r.amount])).toEqual([
      ['Employer', 'FUTA', 1, 8000, 48],
      ['Employer', 'SS', 1, 10000, 620],
      ['Employee', 'FIT', 2, 18000, 2400],
      ['Employee', 'SS', 1, 10000, 620],
    ]);
    expect(
      (
        await call(OWNER, 'POST', '/reports', {
          report: 'payroll_tax_summary',
          params: { year: 2026, quarter: '5' },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('expenses by type: what was claimed in the period, by decision', async () => {
    const claimed = await ctx.h.deps.db
      .select()
      .from(expenses)
      .where(
        and(
          eq(expenses.partner_id, ctx.acmeId),
          between(expenses.date, '2026-01-01', '2026-12-31'),
          inArray(expenses.status, ['submitted', 'approved', 'rejected']),
        ),
      );
    expect(claimed.length, 'the demo has Acme expenses').toBeGreaterThan(0);
    const by = (status: string) =>
      sum(
        claimed.filter((e) => e.status === status),
        (e) => e.amount_cents,
      );
    const { detail, results } = await run('expenses_by_type', {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(detail.rows_total).toBe(new Set(claimed.map((e) => e.type)).size);
    expect(results.totals).toEqual({
      expenses: claimed.length,
      submitted: by('submitted'),
      approved: by('approved'),
      rejected: by('rejected'),
      amount: sum(claimed, (e) => e.amount_cents),
    });
  });

  it('PTO balances: accrued, forfeited, used and available as the balances and approved requests say', async () => {
    const balances = await ctx.h.deps.db
      .select()
      .from(ptoBalances)
      .where(eq(ptoBalances.partner_id, ctx.acmeId));
    expect(balances.length, 'the demo has Acme balances').toBeGreaterThan(0);
    const requests = await ctx.h.deps.db
      .select()
      .from(timeOffRequests)
      .where(eq(timeOffRequests.partner_id, ctx.acmeId));
    const hoursIn = (status: string) =>
      sum(
        requests.filter((r) => r.status === status),
        (r) => r.hours_hundredths,
      );
    const accrued = sum(balances, (b) => b.accrued_hundredths);
    const forfeited = sum(balances, (b) => b.forfeited_hundredths);
    const { detail, results } = await run('pto_balances', {});
    expect(detail.rows_total).toBe(balances.length);
    expect(results.totals).toEqual({
      accrued,
      forfeited,
      used: hoursIn('approved'),
      requested: hoursIn('requested'),
      available: accrued - forfeited - hoursIn('approved'),
    });
  });

  it('commissions: the entries of the sales partners, paid out and pending', async () => {
    const entries = await ctx.h.deps.db
      .select()
      .from(distributions)
      .where(
        and(
          eq(distributions.partner_id, ctx.acmeId),
          sql`(${distributions.created_at} at time zone 'UTC')::date between '2026-01-01' and '2026-12-31'`,
        ),
      );
    expect(entries.length, 'Acme’s sales partner earned commissions').toBeGreaterThan(0);
    const { detail, results } = await run('commissions', { from: '2026-01-01', to: '2026-12-31' });
    expect(detail.rows_total).toBe(new Set(entries.map((e) => e.sales_partner_id)).size);
    expect(results.totals).toEqual({
      entries: entries.length,
      margin: sum(entries, (e) => e.margin_cents),
      amount: sum(entries, (e) => e.amount_cents),
      paid: sum(
        entries.filter((e) => e.status === 'paid'),
        (e) => e.amount_cents,
      ),
      pending: sum(
        entries.filter((e) => e.status === 'pending'),
        (e) => e.amount_cents,
      ),
    });
  });

  it('headcount and onboarding: assignments running on the day, split by their workers’ onboarding', async () => {
    const day = '2026-11-20';
    const rows = await ctx.h.deps.db
      .select({
        a: assignments,
        required: contractors.required_steps,
        completed: contractors.completed_steps,
      })
      .from(assignments)
      .innerJoin(contractors, eq(contractors.id, assignments.contractor_id))
      .where(eq(assignments.partner_id, ctx.acmeId));
    const running = rows.filter(
      (r) => r.a.start_date <= day && (r.a.end_date === null || r.a.end_date >= day),
    );
    expect(running.length, 'Acme has running assignments').toBeGreaterThan(0);
    const done = running.filter((r) => r.required.every((s) => r.completed.includes(s)));
    const { detail, results } = await run('headcount_onboarding', { as_of: day });
    expect(detail.rows_total).toBe(new Set(running.map((r) => r.a.client_id)).size);
    expect(results.totals).toEqual({
      assignments: running.length,
      onboarded: done.length,
      onboarding: running.length - done.length,
    });
  });
});
