import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, isNull, or } from 'drizzle-orm';
import { demoBankAdapter } from '../billing/bank-adapter';
import { paychecks, payrollRuns } from '../db/schema';
import type { Deps } from '../deps';
import { registryOf } from '../integrations/registry';
import { joinedWork, PAYROLL_QUEUE, pgBossQueue, type PayrollQueue } from './queue';
import { PAYCHECK_BATCH, PAYCHECK_BATCH_POSTGRES, processRun, type JobDeps } from './run-job';

export const jobDepsOf = (deps: Deps): JobDeps => ({
  db: deps.db,
  bank: deps.bank ?? demoBankAdapter,
  provider: deps.payroll ?? registryOf(deps).payroll,
  now: deps.now,
  subscribers: deps.subscribers,
  batch: deps.env.DATABASE_URL ? PAYCHECK_BATCH_POSTGRES : PAYCHECK_BATCH,
  bankBatch: deps.env.DATABASE_URL ? PAYCHECK_BATCH_POSTGRES : 1,
});

/**
 * Runs of different employers go at once, so one large run no longer holds up the others' paychecks;
 * a run's job is safe to run twice at once (run-job.ts), so each run still pays exactly once.
 */
const PAYROLL_WORKERS = 3;

// One queue per database handle: the API's routes, its dispatcher and its start-up share it.
const queues = new WeakMap<object, PayrollQueue>();

/** How long a stop waits for a run worked at once (`workNow`), as pg-boss waits for its own jobs. */
const STOP_WAIT_MS = 30_000;

/**
 * The payroll queue of this process: `deps.payrollQueue`, or pg-boss on the app's database. A run
 * is worked at once by the process whose dispatcher delivered its approval (`workNow`), so a run
 * never waits for the queue's poll; the queue's own job of that run, taken here meanwhile, joins
 * that work rather than running it a second time beside it (taken by another process, it runs
 * beside it, which the job is safe for), and still carries the run on after a crash.
 */
export function payrollQueueOf(
  deps: Deps,
  onError: (err: unknown) => void = () => {},
): PayrollQueue {
  if (deps.payrollQueue) return deps.payrollQueue;
  let queue = queues.get(deps.db);
  if (!queue) {
    const runs = joinedWork((runId) => processRun(jobDepsOf(deps), runId));
    const boss = pgBossQueue(deps.db, runs.work, onError, PAYROLL_QUEUE, {
      workers: PAYROLL_WORKERS,
    });
    queue = {
      ...boss,
      workNow: (runId) => void runs.work(runId).catch(onError),
      async stop() {
        await Promise.race([runs.underWay(), delay(STOP_WAIT_MS, undefined, { ref: false })]);
        await boss.stop();
      },
    };
    queues.set(deps.db, queue);
  }
  return queue;
}

/**
 * Runs a crash left unfinished: processing and either not yet computed or with a paycheck whose
 * payout never started. Each gets a job again at start-up; the job skips what is done.
 */
export async function unfinishedRuns(deps: Deps): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ id: payrollRuns.id })
    .from(payrollRuns)
    .leftJoin(
      paychecks,
      and(
        eq(paychecks.payroll_run_id, payrollRuns.id),
        eq(paychecks.status, 'processing'),
        isNull(paychecks.transfer_id),
      ),
    )
    .where(
      and(
        eq(payrollRuns.status, 'processing'),
        or(isNull(payrollRuns.computed_at), eq(paychecks.status, 'processing')),
      ),
    );
  return rows.map((r) => r.id);
}
