import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import type { PayrollRunEvent } from '../../resources/payroll-runs/server';
import { sum } from '../../domain/billing/money';
import type { BankAdapter } from '../billing/bank-adapter';
import { tellBank } from '../billing/transfers';
import { concurrentTransactions, type Db, type Tx } from '../db/client';
import { paycheckItems, paychecks, payrollRuns, transactions } from '../db/schema';
import { withEvents } from '../events/store';
import { evenChunk, inTurns } from '../kit/batches';
import { insertJsonRows } from '../kit/json-rows';
import { transitionInTx } from '../kit/workflow/perform';
import { payrollRunServer } from '../../resources/payroll-runs/server';
import { payrollActor, payrollOrigin } from './actor';
import {
  contractorPay,
  contractorsWithPay,
  payTransactions,
  type ContractorPay,
  type PayTransaction,
} from './gather';
import { IDENTITY_NOT_VERIFIED, identityRefusals } from './identity-gate';
import { TAXES_REFUSED, TaxNotComputableError, type PayrollProvider } from './provider';
import { markTimesheetsPaid } from './timesheets-paid';
import { markSourcesPaid } from './sources-paid';
import { queuePayouts, tellBankOfRun } from './payouts';

export interface JobDeps {
  db: Db;
  bank: BankAdapter;
  provider: PayrollProvider;
  now: () => Date;
  /** Where the run's and its timesheets' events are delivered (`deps.subscribers`). */
  subscribers: readonly Subscriber[];
  /** Paychecks written per transaction: PAYCHECK_BATCH unless said (jobDepsOf says per database). */
  batch?: number;
  /**
   * Payouts told to the bank per call (one read and one update for them all): 1 unless said. On
   * PGlite each call's statements hold every request, so one at a time with a turn between; on
   * PostgreSQL a batch's payouts at once (jobDepsOf).
   */
  bankBatch?: number;
}

type RunRow = typeof payrollRuns.$inferSelect;

async function runOf(db: Db | Tx, id: string): Promise<RunRow | undefined> {
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  return run;
}

/** Progress is counted from the paychecks themselves, so a resumed job reports it right. */
async function countDone(tx: Tx, runId: string) {
  await tx
    .update(payrollRuns)
    .set({
      paychecks_done: sql`(select count(*) from ${paychecks} where ${paychecks.payroll_run_id} = ${runId})`,
    })
    .where(eq(payrollRuns.id, runId));
}

/**
 * Paychecks written per transaction. On PGlite a transaction holds the database and every other
 * request waits for it, so a batch stays short (its timesheets are marked paid set-based, a few
 * statements for the batch) and the job takes a turn of the event loop between batches.
 */
export const PAYCHECK_BATCH = 4;

/**
 * On PostgreSQL other requests have connections of their own, and a batch's statements cost about
 * the same for 4 paychecks as for 25 (each is one set-based round trip): larger batches, fewer
 * round trips per paycheck. A batch locks its timesheets until it commits.
 */
export const PAYCHECK_BATCH_POSTGRES = 25;

/**
 * The paychecks of a batch of contractors in the batch's transaction: their pay gathered again
 * inside it, each paycheck inserted once per run and contractor (a second job, or a resumed one,
 * inserts nothing for it and moves on), then the new paychecks' lines, their transactions made
 * complete and their timesheets, expenses and adjustments marked paid, each a few statements for
 * the whole batch. Answers how many paychecks it wrote, refused ones included.
 */
async function writePaychecks(
  tx: Tx,
  deps: JobDeps,
  run: RunRow,
  contractorIds: readonly string[],
): Promise<number> {
  const gathered = await payTransactions(tx, run, contractorIds);
  let pays: ContractorPay[];
  try {
    pays = await contractorPay(tx, deps.provider, run, gathered);
  } catch (err) {
    if (!(err instanceof TaxNotComputableError)) throw err;
    const [only] = contractorIds;
    if (contractorIds.length === 1 && only)
      return refusePaycheck(
        tx,
        run,
        only,
        gathered.get(only) ?? [],
        `${TAXES_REFUSED}${err.message}`,
      );
    // The provider names no contractor: each is figured alone to fail only the one refused.
    let written = 0;
    for (const id of contractorIds) written += await writePaychecks(tx, deps, run, [id]);
    return written;
  }
  const refusals = await identityRefusals(tx, run, pays);
  let written = 0;
  for (const pay of pays) {
    const refusal = refusals.get(pay.contractor_id);
    if (refusal)
      written += await refusePaycheck(
        tx,
        run,
        pay.contractor_id,
        pay.transactions,
        `${IDENTITY_NOT_VERIFIED}${refusal}`,
      );
  }
  const paying = pays.filter((p) => !refusals.has(p.contractor_id));
  if (!paying.length) return written;
  const inserted = await tx
    .insert(paychecks)
    .values(paying.map((pay) => paycheckRowOf(run, pay)))
    .onConflictDoNothing({ target: [paychecks.payroll_run_id, paychecks.contractor_id] })
    .returning({ id: paychecks.id, contractor_id: paychecks.contractor_id });
  const paycheckOf = new Map(inserted.map((p) => [p.contractor_id, p.id]));
  const fresh = paying.filter((p) => paycheckOf.has(p.contractor_id));
  if (!fresh.length) return written;
  // One JSON parameter, not one per value: a batch's lines are hundreds of rows (insertJsonRows).
  await insertJsonRows(tx, paycheckItems, paycheckItemRows(fresh, paycheckOf));
  const paid = fresh.flatMap((p) => p.transactions);
  const ids = paid.map((t) => t.id);
  const completed = await tx
    .update(transactions)
    .set({ status: 'complete', updated_at: sql`now()` })
    .where(and(inArray(transactions.id, ids), eq(transactions.status, 'approved')))
    .returning({ id: transactions.id });
  // One held (or otherwise changed) since it was gathered: this batch rolls back and the job's
  // next attempt gathers again without it.
  if (completed.length !== ids.length)
    throw new Error(
      `pay of contractors ${fresh.map((p) => p.contractor_id).join(', ')} changed while their paychecks were written`,
    );
  const origin = payrollOrigin(deps.now());
  const date = origin.occurredAt.toISOString().slice(0, 10);
  await markTimesheetsPaid(
    tx,
    new Map(
      fresh.flatMap((pay) =>
        pay.transactions
          .filter((t) => t.source_type === 'timesheet')
          .map((t) => [
            t.source_id,
            {
              payroll_run_id: run.id,
              paycheck_id: paycheckOf.get(pay.contractor_id)!,
              payroll_submission_date: date,
            },
          ]),
      ),
    ),
    origin,
    deps.subscribers,
  );
  await markSourcesPaid(tx, paid, origin, deps.subscribers);
  return written + fresh.length;
}

/**
 * The paycheck of a contractor the run refuses: taxes the provider refused (a state or year it does
 * not cover), or a first paycheck of a worker whose identity the partner requires verified and is
 * not. Failed with the reason (which begins with the refusal's prefix), withholding and paying
 * nothing, its earnings listed so they are not gathered twice. The pay transactions stay approved
 * and the timesheets unpaid; the rest of the run is paid as usual.
 */
async function refusePaycheck(
  tx: Tx,
  run: RunRow,
  contractorId: string,
  earned: PayTransaction[],
  reason: string,
): Promise<number> {
  if (!earned.length) return 0;
  const gross = sum(earned.map((t) => t.amount_cents));
  const [paycheck] = await tx
    .insert(paychecks)
    .values({
      payroll_run_id: run.id,
      contractor_id: contractorId,
      partner_id: run.partner_id,
      period_start: run.period_start,
      period_end: run.period_end,
      pay_date: run.pay_date,
      hours_hundredths: sum(earned.map((t) => t.hours_hundredths)),
      gross_cents: gross,
      taxes_cents: 0,
      deductions_cents: 0,
      net_cents: gross,
      status: 'failed',
      failure_reason: reason,
    })
    .onConflictDoNothing({ target: [paychecks.payroll_run_id, paychecks.contractor_id] })
    .returning({ id: paychecks.id });
  if (!paycheck) return 0;
  await tx
    .insert(paycheckItems)
    .values(
      earningsOf(earned).map((i, position) => ({ ...i, position, paycheck_id: paycheck.id })),
    );
  return 1;
}

const earningsOf = (earned: PayTransaction[]) =>
  earned.map((t) => ({
    kind: 'earning' as const,
    code: t.source_type,
    description: `${t.date} ${t.description}`,
    hours_hundredths: t.hours_hundredths || null,
    amount_cents: t.amount_cents,
    transaction_id: t.id,
  }));

/** A contractor's paycheck on a run, as the job and the demo's history both write it. */
export const paycheckRowOf = (run: RunRow, pay: ContractorPay) => ({
  payroll_run_id: run.id,
  contractor_id: pay.contractor_id,
  partner_id: run.partner_id,
  period_start: run.period_start,
  period_end: run.period_end,
  pay_date: run.pay_date,
  hours_hundredths: pay.hours_hundredths,
  gross_cents: pay.gross_cents,
  taxes_cents: pay.taxes_cents,
  employer_taxes_cents: pay.employer_taxes_cents,
  deductions_cents: pay.deductions_cents,
  net_cents: pay.net_cents,
  status: 'processing' as const,
  bank_method_id: pay.bank_method_id,
});

/** Each paycheck's lines, in order, under the paycheck written for its contractor. */
export const paycheckItemRows = (
  pays: readonly ContractorPay[],
  paycheckOf: ReadonlyMap<string, string>,
) =>
  pays.flatMap((pay) =>
    itemsOf(pay).map((item, position) => ({
      ...item,
      position,
      paycheck_id: paycheckOf.get(pay.contractor_id)!,
    })),
  );

function itemsOf(pay: ContractorPay) {
  return [
    ...earningsOf(pay.transactions),
    ...pay.taxes.map((t) => ({
      kind: t.payer === 'employer' ? ('employer_tax' as const) : ('tax' as const),
      code: t.code,
      description: t.description,
      hours_hundredths: null,
      amount_cents: t.amount_cents,
      taxable_wages_cents: t.taxable_wages_cents,
      transaction_id: null,
    })),
    ...pay.deductions.map((d) => ({
      kind:
        d.tax_treatment === 'post_tax' ? ('deduction' as const) : ('pre_tax_deduction' as const),
      code: d.tax_treatment,
      description: d.name,
      hours_hundredths: null,
      amount_cents: d.amount_cents,
      transaction_id: null,
    })),
  ];
}

/** Sums of the run's paychecks: what the `computed` event records, so totals equal the paychecks'. */
export async function totalsOf(tx: Tx, runId: string) {
  const rows = await tx.select().from(paychecks).where(eq(paychecks.payroll_run_id, runId));
  const total = (
    k: 'gross_cents' | 'taxes_cents' | 'employer_taxes_cents' | 'deductions_cents' | 'net_cents',
  ) => sum(rows.map((r) => r[k]));
  return {
    paychecks: rows.length,
    gross_cents: total('gross_cents'),
    taxes_cents: total('taxes_cents'),
    deductions_cents: total('deductions_cents'),
    net_cents: total('net_cents'),
    employer_taxes_cents: total('employer_taxes_cents'),
  };
}

/**
 * Ends a processing run once every paycheck is written and every payout has an answer: paid,
 * partially_paid or failed. The run row is locked first, so two payouts settled at once by two
 * runners see each other's answer and exactly one of them ends the run.
 */
export async function settleRunIfDone(
  tx: Tx,
  runId: string,
  now: Date,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  // An update's lock, not `for update`: a paycheck written meanwhile key-share locks its run.
  const [run] = await tx
    .select()
    .from(payrollRuns)
    .where(eq(payrollRuns.id, runId))
    .for('no key update');
  if (!run || run.status !== 'processing' || run.computed_at === null) return;
  const rows = await tx
    .select({ status: paychecks.status })
    .from(paychecks)
    .where(eq(paychecks.payroll_run_id, runId));
  if (rows.some((r) => r.status === 'processing')) return;
  const paid = rows.filter((r) => r.status === 'paid').length;
  const failed = rows.length - paid;
  const settle: PayrollRunEvent = { type: 'payroll_run.settle', user: payrollActor, paid, failed };
  await transitionInTx(
    tx,
    payrollRunServer,
    null,
    runId,
    {
      event: settle,
      action: 'settle',
      origin: payrollOrigin(now),
      extra: () => ({ paid, failed }),
    },
    deliverTo,
  );
}

/**
 * The payroll job of one run; safe to run again at any point (a crash, a retry, two workers): the
 * paychecks are written a few per short transaction (`deps.batch`), each keyed by run and
 * contractor, with their payouts written pending beside them, once per paycheck and attempt, and
 * handed to the bank after the commit; the run records `computed` once. `stopAfter` ends the pass
 * after that many new paychecks (tests abort a job midway with it).
 */
export async function processRun(
  deps: JobDeps,
  runId: string,
  stopAfter = Infinity,
): Promise<void> {
  const run = await runOf(deps.db, runId);
  if (!run || run.status !== 'processing') return;
  if (run.computed_at === null) {
    const paying = await contractorsWithPay(deps.db, run);
    const [existing] = await deps.db
      .select({ n: count() })
      .from(paychecks)
      .where(eq(paychecks.payroll_run_id, runId));
    await deps.db
      .update(payrollRuns)
      .set({ paychecks_total: (existing?.n ?? 0) + paying.length })
      .where(eq(payrollRuns.id, runId));
    let written = 0;
    // Batches of different contractors touch different rows but for the rollups (upserted in one
    // order by every writer) and the run's count (last): on PostgreSQL two are written side by
    // side, the process building one while the server writes the other. A pass told to stop
    // midway writes in one lane, so it writes exactly as many as it was told.
    const lanes = stopAfter === Infinity ? concurrentTransactions(deps.db) : 1;
    await inTurns(
      paying,
      evenChunk(paying.length, deps.batch ?? PAYCHECK_BATCH, lanes),
      async (batch) => {
        // The batch's payouts are written with its paychecks (an outbox) and the bank is told once
        // they are committed: a rollback leaves nothing the bank knows of, and a crash before the
        // call leaves them pending for the next job or the transfer runner.
        const queued = await withEvents(deps.db, async (tx) => {
          // A pass told to stop midway (tests abort a job so) writes no more than it was told.
          written += await writePaychecks(tx, deps, run, batch.slice(0, stopAfter - written));
          const payouts = await queuePayouts(tx, run, deps.now());
          // Last: the other lane's count waits on the run's row only for this commit.
          await countDone(tx, run.id);
          return payouts;
        });
        // On PGlite one payout's call at a time, with a turn of the event loop after each: nothing
        // else lets a request through during the run.
        await inTurns(queued, deps.bankBatch ?? 1, (ids) =>
          tellBank(deps.db, deps.bank, ids, deps.now()),
        );
        if (written >= stopAfter) return false;
      },
      lanes,
    );
    if (written >= stopAfter) return;
    await withEvents(deps.db, async (tx) => {
      const totals = await totalsOf(tx, runId);
      await transitionInTx(
        tx,
        payrollRunServer,
        null,
        runId,
        {
          event: { type: 'payroll_run.computed', user: payrollActor },
          action: 'computed',
          origin: payrollOrigin(deps.now()),
          extra: () => totals,
        },
        deps.subscribers,
      );
    }).catch(async (err: unknown) => {
      // Another worker recorded it first (the chart refuses a second one, or the version moved).
      if ((await runOf(deps.db, runId))?.computed_at === null) throw err;
    });
  }
  const current = await runOf(deps.db, runId);
  if (!current || current.status !== 'processing') return;
  // Paychecks a retry handed back, then whatever is still pending (a job that died before its call).
  await withEvents(deps.db, (tx) => queuePayouts(tx, current, deps.now()));
  await tellBankOfRun(deps.db, deps.bank, current, deps.now());
  await withEvents(deps.db, (tx) => settleRunIfDone(tx, runId, deps.now(), deps.subscribers));
}
