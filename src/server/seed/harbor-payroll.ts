import { and, between, eq, inArray } from 'drizzle-orm';
import { payPeriodOf, type PaySchedule } from '../../domain/payroll/periods';
import { demoBankAdapter } from '../billing/bank-adapter';
import { checkDueTransfers } from '../billing/transfers';
import type { Db, Tx } from '../db/client';
import { bankMethods, payrollRuns, payrollSettings, transactions } from '../db/schema';
import { insertCreated } from '../kit/workflow/create';
import { originOf } from '../kit/workflow/origin';
import { enginePayrollProvider, TaxNotComputableError, type PayrollProvider } from '../payroll/provider';
import { processRun } from '../payroll/run-job';
import { payrollRunServer } from '../routes/payroll-runs/workflow';
import { settleTransfer } from '../routes/payments/runner';
import { transactionServer } from '../routes/transactions/workflow';
import { harborTeams } from './harbor-time';
import { addDays, atHour, historyCalendar } from './history-calendar';
import { act } from './workflow-steps';
import { forgetDeliveriesAfter, lastEventId } from './history-quiet';

const seedAt = (when: Date) => ({ ip: null, userAgent: 'seed', now: when });

/**
 * Whether the payroll engine figures this state's taxes for a pay date. Asked of the engine itself,
 * so the history pays every worker of a state as soon as the engine covers it; the rest wait on hold.
 */
export async function paysThroughEngine(
  provider: PayrollProvider,
  state: string,
  payDate: string,
): Promise<boolean> {
  try {
    await provider.taxes({
      contractor_id: 'coverage-check',
      gross_cents: 100_000,
      state,
      pay_date: payDate,
      frequency: 'biweekly',
      w4: null,
      deductions: [],
      ytd_taxable_cents: {},
      suta: null,
    });
    return true;
  } catch (err) {
    if (err instanceof TaxNotComputableError) return false;
    throw err;
  }
}

export const heldForTaxReason = (state: string) =>
  `Payroll waits: the built-in tax engine does not withhold ${state} state income tax yet`;

/**
 * Harbor Point's payroll: biweekly from the history's first Monday, paid 5 days after a period,
 * funded by ACH debit; every worker but two has a payout account (their paychecks fail, so the run
 * shows what a missing account does). Each ended period whose pay date has come was drafted,
 * submitted and approved by the owner, then written and paid out by the payroll job and the demo
 * bank as the server would, one run after another so year-to-date figures add up. Pay in a state the
 * engine does not withhold for is held back by the admin with that reason instead of failing the
 * run. The period ended most recently is left drafted for the owner to run.
 */
export async function seedHarborPayroll(
  tx: Tx,
  now: Date = new Date(),
  provider: PayrollProvider = enginePayrollProvider,
): Promise<void> {
  const calendar = historyCalendar(now);
  const mark = await lastEventId(tx);
  const { harbor, owner, admin, teams } = await harborTeams(tx);
  const schedule: PaySchedule = { frequency: 'biweekly', period_anchor: calendar.first, pay_delay_days: 5 };
  await tx.insert(payrollSettings).values({
    partner_id: harbor.id,
    ...schedule,
    funding_source: 'ach_debit',
    employer_address: '1 Harbor Point Plaza\nBaltimore, MD 21202',
  });
  await tx.insert(bankMethods).values(
    teams
      .filter((_t, n) => n % 13 !== 6)
      .map((t) => ({
        kind: 'payout' as const,
        owner_type: 'contractor' as const,
        owner_id: t.assignment.contractor_id,
        account_holder: `${t.actors.worker.first_name} ${t.actors.worker.last_name}`,
        bank_name: 'Harbor Community Bank',
        routing_number: '052000113',
        account_last4: String(1000 + teams.indexOf(t)).slice(-4),
        // Sealed with the other personal numbers right after the seed (sealPersonalNumbers).
        account_number: `00045${String(1000 + teams.indexOf(t))}`,
        is_default: true,
      })),
  );
  const stateOf = new Map(teams.map((t) => [t.assignment.contractor_id, t.assignment.state ?? '']));
  const db = tx as unknown as Db;
  const periods = [];
  for (let day = calendar.first; ; day = addDays(periods.at(-1)!.end, 1)) {
    const period = payPeriodOf(schedule, day);
    if (period.end >= calendar.today) break;
    periods.push(period);
  }
  for (const [k, period] of periods.entries()) {
    const drafted = atHour(addDays(period.end, 1), 15);
    const run = await insertCreated(
      tx,
      payrollRunServer,
      {
        id: crypto.randomUUID(),
        partner_id: harbor.id,
        frequency: schedule.frequency,
        period_start: period.start,
        period_end: period.end,
        pay_date: period.pay_date,
      },
      originOf(owner, seedAt(drafted)),
    );
    // The period ended last waits for the owner, drafted, whether or not its pay date has come.
    if (k === periods.length - 1 || period.pay_date > calendar.today) continue;
    await holdUncovered(tx, harbor.id, period, stateOf, admin, drafted, provider);
    const approved = new Date(drafted.getTime() + 2 * 3_600_000);
    await act(tx, payrollRunServer, run.id, [['submit', owner], ['approve', owner]], seedAt(approved));
    const job = { db, bank: demoBankAdapter, provider, now: () => new Date(approved.getTime() + 60_000) };
    await processRun(job, run.id);
    await checkDueTransfers(db, demoBankAdapter, atHour(period.pay_date, 14), settleTransfer, 1_000);
  }
  const ran = await tx.select({ id: payrollRuns.id }).from(payrollRuns).where(eq(payrollRuns.partner_id, harbor.id));
  if (!ran.length) throw new Error('the agency history made no payroll run');
  await forgetDeliveriesAfter(tx, mark);
}

/** The platform admin (the employer of record's editor) holds the period's pay of workers in states the engine cannot withhold for, with why. */
async function holdUncovered(
  tx: Tx,
  partnerId: string,
  period: { start: string; end: string; pay_date: string },
  stateOf: Map<string, string>,
  admin: Parameters<typeof act>[3][number][1],
  when: Date,
  provider: PayrollProvider,
) {
  const uncovered: string[] = [];
  for (const [contractor, state] of stateOf)
    if (!(await paysThroughEngine(provider, state, period.pay_date))) uncovered.push(contractor);
  if (!uncovered.length) return;
  const pay = await tx
    .select({ id: transactions.id, contractor_id: transactions.contractor_id })
    .from(transactions)
    .where(
      and(
        eq(transactions.partner_id, partnerId),
        eq(transactions.kind, 'pay'),
        eq(transactions.status, 'approved'),
        between(transactions.date, period.start, period.end),
        inArray(transactions.contractor_id, uncovered),
      ),
    );
  for (const t of pay) {
    const reason = heldForTaxReason(stateOf.get(t.contractor_id ?? '') ?? '');
    await act(tx, transactionServer, t.id, [['hold', admin, { reason }]], seedAt(when));
  }
}
