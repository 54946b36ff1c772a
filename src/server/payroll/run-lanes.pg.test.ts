import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { meetingProvider } from '../../../tests/meeting-provider';
import { ACME_OWNER, approvedAcmeRun } from '../../../tests/acme-payroll-run';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import {
  rollupsDisagreement,
  tenantDeltasDisagreement,
  totalDeltasDisagreement,
} from '../../../tests/timesheet-totals';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { paycheckItems, paychecks, timesheets, transactions } from '../db/schema';
import { jobDepsOf } from './jobs';
import { processRun } from './run-job';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

/**
 * On PostgreSQL the job writes two batches of a run side by side: a batch's taxes are figured while
 * the other batch's are. The provider holds the first call until a second one comes (or long
 * enough to show it never does), so one lane after another fails the test.
 */
const meeting = meetingProvider(10_000);

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualPayrollQueue, payroll: meeting.provider });
});
afterAll(() => h.close());

const call = callerOf(() => h);

it("writes a run's paychecks in two lanes, each contractor's once, its timesheets' totals exact", async () => {
  const run = await approvedAcmeRun(call);

  meeting.arm();
  // One contractor a batch, so the run's few contractors make batches enough for both lanes.
  await processRun({ ...jobDepsOf(h.deps), batch: 1 }, run.id);
  expect(meeting.overlapped()).toBe(true);

  const done = (await call(ACME_OWNER, 'GET', `/payroll_runs/${run.id}`)).json()
    .payroll_run as PayrollRun;
  expect(done).toMatchObject({ computed: true });
  const rows = await h.deps.db.select().from(paychecks).where(eq(paychecks.payroll_run_id, run.id));
  expect(rows.length).toBeGreaterThanOrEqual(2);
  expect(rows.length).toBe(done.paychecks_total);
  expect(done.paychecks_done).toBe(rows.length);
  expect(new Set(rows.map((p) => p.contractor_id)).size).toBe(rows.length);
  const earnings = await h.deps.db
    .select({ transaction_id: paycheckItems.transaction_id, paid: timesheets.paid })
    .from(paycheckItems)
    .innerJoin(transactions, eq(transactions.id, paycheckItems.transaction_id))
    .leftJoin(
      timesheets,
      and(eq(transactions.source_type, 'timesheet'), eq(timesheets.id, transactions.source_id)),
    )
    .where(
      inArray(
        paycheckItems.paycheck_id,
        rows.map((p) => p.id),
      ),
    );
  expect(new Set(earnings.map((e) => e.transaction_id)).size).toBe(earnings.length);
  const marked = earnings.filter((e) => e.paid !== null);
  expect(marked.length).toBeGreaterThan(0);
  expect(marked.every((t) => t.paid)).toBe(true);
  // Both lanes' timesheets changed the same clients' months: the rollups and deltas add up.
  expect(await rollupsDisagreement(h.deps.db)).toEqual([]);
  expect(await tenantDeltasDisagreement(h.deps.db)).toEqual([]);
  expect(await totalDeltasDisagreement(h.deps.db)).toEqual([]);
});
