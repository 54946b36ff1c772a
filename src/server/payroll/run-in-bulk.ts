import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BankAdapter } from '../billing/bank-adapter';
import type { Tx } from '../db/client';
import type { Subscriber } from '../events/subscriber';
import { paycheckItems, paychecks, payrollRuns, transactions, transfers } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { transitionInTx } from '../kit/workflow/perform';
import { payrollRunServer } from '../../resources/payroll-runs/server';
import { payrollActor } from './actor';
import { contractorPay, payTransactions } from './gather';
import type { PayrollProvider } from './provider';
import { NO_PAYOUT_METHOD } from './payouts';
import { paycheckItemRows, paycheckRowOf, settleRunIfDone, totalsOf } from './run-job';
import { markSourcesPaid } from './sources-paid';
import { markTimesheetsPaid } from './timesheets-paid';

const CHUNK = 400;

type RunRow = typeof payrollRuns.$inferSelect;

/**
 * The paycheck-writing half of the payroll job for a whole approved run in one pass, set-based:
 * the same gathering and gross-to-net (`payTransactions`, `contractorPay`), the same lines
 * (`paycheckItemRows`), the pay transactions completed, the timesheets, expenses and adjustments marked paid,
 * and the run's `computed` event with the totals of its paychecks. For many runs at once (the demo's
 * history) where the job's short per-paycheck transactions would take minutes; a provider refusal
 * refuses the whole pass. Answers the paychecks written, for their payouts.
 */
export async function writePaychecksInBulk(
  tx: Tx,
  provider: PayrollProvider,
  run: RunRow,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<(typeof paychecks.$inferSelect)[]> {
  const pays = await contractorPay(tx, provider, run, await payTransactions(tx, run));
  const written: (typeof paychecks.$inferSelect)[] = [];
  for (let i = 0; i < pays.length; i += CHUNK)
    written.push(
      ...(await tx
        .insert(paychecks)
        .values(pays.slice(i, i + CHUNK).map((pay) => paycheckRowOf(run, pay)))
        .returning()),
    );
  const paycheckOf = new Map(written.map((p) => [p.contractor_id, p.id]));
  const items = paycheckItemRows(pays, paycheckOf);
  for (let i = 0; i < items.length; i += CHUNK)
    await tx.insert(paycheckItems).values(items.slice(i, i + CHUNK));
  const paid = pays.flatMap((p) => p.transactions);
  for (let i = 0; i < paid.length; i += CHUNK) {
    const ids = paid.slice(i, i + CHUNK).map((t) => t.id);
    const completed = await tx
      .update(transactions)
      .set({ status: 'complete', updated_at: sql`now()` })
      .where(and(inArray(transactions.id, ids), eq(transactions.status, 'approved')))
      .returning({ id: transactions.id });
    if (completed.length !== ids.length)
      throw new Error(`pay of run ${run.id} changed while its paychecks were written`);
  }
  const date = origin.occurredAt.toISOString().slice(0, 10);
  await markTimesheetsPaid(
    tx,
    new Map(
      pays.flatMap((p) =>
        p.transactions
          .filter((t) => t.source_type === 'timesheet')
          .map((t) => [
            t.source_id,
            {
              payroll_run_id: run.id,
              paycheck_id: paycheckOf.get(p.contractor_id)!,
              payroll_submission_date: date,
            },
          ]),
      ),
    ),
    origin,
    deliverTo,
  );
  await markSourcesPaid(tx, paid, origin, deliverTo);
  await tx
    .update(payrollRuns)
    .set({ paychecks_total: written.length, paychecks_done: written.length })
    .where(eq(payrollRuns.id, run.id));
  const totals = await totalsOf(tx, run.id);
  await transitionInTx(
    tx,
    payrollRunServer,
    null,
    run.id,
    {
      event: { type: 'payroll_run.computed', user: payrollActor },
      action: 'computed',
      origin,
      extra: () => totals,
    },
    deliverTo,
  );
  return written;
}

/**
 * The payouts of a run's paychecks for work many at once, set-based: each started as the job's `queuePayouts`
 * starts it (no default payout account fails it; nothing to pay is paid) and its transfer recorded with
 * the bank's answer at `answeredAt` as the transfer runner records it; then the run settles once. A
 * transfer the bank has not answered by then stays processing for the runner.
 */
export async function payOutInBulk(
  tx: Tx,
  bank: BankAdapter,
  run: RunRow,
  written: readonly (typeof paychecks.$inferSelect)[],
  startedAt: Date,
  answeredAt: Date,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const key = (id: string) => `paycheck:${id}:v${run.version}`;
  const rows: (typeof transfers.$inferInsert)[] = [];
  for (const p of written) {
    if (!p.bank_method_id || p.net_cents <= 0) continue;
    const request = {
      id: crypto.randomUUID(),
      amount_cents: p.net_cents,
      direction: 'payout' as const,
      created_at: startedAt,
    };
    const { provider_ref } = await bank.start(request);
    const outcome = await bank.check({ ...request, provider_ref }, answeredAt);
    rows.push({
      id: request.id,
      payment_id: null,
      bank_method_id: p.bank_method_id,
      direction: 'payout',
      amount_cents: p.net_cents,
      status: outcome.status,
      provider_ref,
      origin_key: key(p.id),
      failure_reason: outcome.status === 'failed' ? outcome.reason : null,
      check_at: startedAt.toISOString(),
      settled_at: outcome.status === 'paid' ? answeredAt.toISOString() : null,
      created_at: startedAt.toISOString(),
    });
  }
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(transfers).values(rows.slice(i, i + CHUNK));
  await tx.execute(sql`
    update ${paychecks} p
       set transfer_id = t.id,
           status = t.status,
           failure_reason = t.failure_reason
      from ${transfers} t
     where p.payroll_run_id = ${run.id}
       and t.origin_key = 'paycheck:' || p.id || ${`:v${run.version}`}`);
  const mine = eq(paychecks.payroll_run_id, run.id);
  await tx
    .update(paychecks)
    .set({ status: 'failed', failure_reason: NO_PAYOUT_METHOD })
    .where(and(mine, isNull(paychecks.bank_method_id), gt(paychecks.net_cents, 0)));
  await tx
    .update(paychecks)
    .set({ status: 'paid' })
    .where(and(mine, lte(paychecks.net_cents, 0)));
  await settleRunIfDone(tx, run.id, answeredAt, deliverTo);
}
