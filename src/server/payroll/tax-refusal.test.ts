import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACME_OWNER, approvedAcmeRun } from '../../../tests/acme-payroll-run';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { paycheckItems, paychecks, timesheets, transactions, users } from '../db/schema';
import { DEMO_SETTLE_MS } from '../billing/bank-adapter';
import { jobDepsOf } from './jobs';
import { enginePayrollProvider, TaxNotComputableError, type PayrollProvider } from './provider';
import { processRun } from './run-job';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

/**
 * A provider that cannot figure one worker's taxes refuses that paycheck only: the run goes on and
 * pays the others, and the refused one fails with the provider's reason.
 */
const REFUSAL = 'State income tax withholding for ZZ is not supported yet';
let ninaId = '';
const refusingProvider: PayrollProvider = {
  name: 'refuses Nina',
  async taxes(pay) {
    if (pay.contractor_id === ninaId) throw new TaxNotComputableError(REFUSAL);
    return enginePayrollProvider.taxes(pay);
  },
};
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualPayrollQueue, payroll: refusingProvider });
  const [nina] = await h.deps.db
    .select({ id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  ninaId = nina!.id!;
});
afterAll(() => h.close());

const call = callerOf(() => h);

it('fails only the paycheck whose taxes were refused, with the reason, and a retry leaves it failed', async () => {
  const run = await approvedAcmeRun(call);

  await processRun(jobDepsOf(h.deps), run.id);

  const rows = await h.deps.db.select().from(paychecks).where(eq(paychecks.payroll_run_id, run.id));
  expect(rows).toHaveLength(2);
  const refused = rows.find((p) => p.contractor_id === ninaId)!;
  const other = rows.find((p) => p.contractor_id !== ninaId)!;
  expect(refused).toMatchObject({
    status: 'failed',
    failure_reason: `Taxes not computed: ${REFUSAL}`,
    taxes_cents: 0,
    net_cents: refused.gross_cents,
  });
  expect(refused.gross_cents).toBeGreaterThan(0);
  expect(other.taxes_cents).toBeGreaterThan(0);
  expect(other.status).not.toBe('failed');

  // Her pay stays approved and her timesheets unpaid; the other worker's are paid.
  const earned = await h.deps.db
    .select({ id: paycheckItems.transaction_id })
    .from(paycheckItems)
    .where(eq(paycheckItems.paycheck_id, refused.id));
  const pay = await h.deps.db
    .select()
    .from(transactions)
    .where(
      inArray(
        transactions.id,
        earned.map((e) => e.id!),
      ),
    );
  expect(pay.length).toBeGreaterThan(0);
  expect(pay.every((t) => t.status === 'approved')).toBe(true);
  const sheetsOn = async (paycheckId: string) => {
    const lines = await h.deps.db
      .select({ id: paycheckItems.transaction_id })
      .from(paycheckItems)
      .where(and(eq(paycheckItems.paycheck_id, paycheckId), eq(paycheckItems.kind, 'earning')));
    const sources = await h.deps.db
      .select({ id: transactions.source_id })
      .from(transactions)
      .where(
        inArray(
          transactions.id,
          lines.map((l) => l.id!),
        ),
      );
    return h.deps.db
      .select({ paid: timesheets.paid, sent: timesheets.payroll_submission_date })
      .from(timesheets)
      .where(
        inArray(
          timesheets.id,
          sources.map((t) => t.id),
        ),
      );
  };
  const hers = await sheetsOn(refused.id);
  expect(hers.length).toBeGreaterThan(0);
  expect(hers.every((s) => !s.paid)).toBe(true);
  const theirs = await sheetsOn(other.id);
  expect(theirs.length).toBeGreaterThan(0);
  expect(theirs.every((s) => s.paid && s.sent === '2026-11-20')).toBe(true);

  const api = (await call(ACME_OWNER, 'GET', `/payroll_runs/${run.id}`)).json()
    .payroll_run as PayrollRun;
  expect(api.computed).toBe(true);

  // Once the other payout settles the run is partially paid; a retry cannot pay her untaxed.
  h.clock.advance(DEMO_SETTLE_MS + 1);
  // The bank's pass skips a transfer the run's after-commit work still holds locked.
  await h.app.dispatcher.drain();
  await h.app.transferRunner.pass();
  expect(
    ((await call(ACME_OWNER, 'GET', `/payroll_runs/${run.id}`)).json().payroll_run as PayrollRun)
      .status,
  ).toBe('partially_paid');
  expect(
    (await call(ACME_OWNER, 'POST', `/payroll_runs/${run.id}/actions/retry`, {})).statusCode,
  ).toBe(200);
  await processRun(jobDepsOf(h.deps), run.id);
  const [after] = await h.deps.db.select().from(paychecks).where(eq(paychecks.id, refused.id));
  expect(after).toMatchObject({ status: 'failed', transfer_id: null });
});
