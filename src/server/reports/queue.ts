import { inArray } from 'drizzle-orm';
import { reportRuns } from '../db/schema';
import type { Deps } from '../deps';
import { pgBossQueue, type PayrollQueue } from '../payroll/queue';
import { processReport } from './job';

export const REPORT_QUEUE = 'report-run';

// One queue per database handle: the API's routes, its dispatcher and its start-up share it.
const queues = new WeakMap<object, PayrollQueue>();

/**
 * The report queue of this process: `deps.reportQueue`, or pg-boss on the app's database (its own
 * queue beside payroll's, with the same recovery: a job whose process died expires and is retried).
 */
export function reportQueueOf(
  deps: Deps,
  onError: (err: unknown) => void = () => {},
): PayrollQueue {
  if (deps.reportQueue) return deps.reportQueue;
  let queue = queues.get(deps.db);
  if (!queue) {
    queue = pgBossQueue(
      deps.db,
      (runId) => processReport(deps, runId, onError),
      onError,
      REPORT_QUEUE,
    );
    queues.set(deps.db, queue);
  }
  return queue;
}

/** Runs a crash or a stop left waiting or half made: each gets a job again at start-up. */
export async function unfinishedReports(deps: Deps): Promise<string[]> {
  const rows = await deps.db
    .select({ id: reportRuns.id })
    .from(reportRuns)
    .where(inArray(reportRuns.status, ['PENDING', 'PROCESSING']));
  return rows.map((r) => r.id);
}
