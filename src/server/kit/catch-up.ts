import fp from 'fastify-plugin';
import type { ServiceJob } from '../../domain/logs/kinds';
import type { Deps } from '../deps';
import { recordServiceLog } from '../logs/service-log';
import { pgBossQueue, type PayrollQueue } from '../payroll/queue';

/**
 * Work that grows with the data (accruals of closed periods, pruning old log rows), done on the
 * queue after the server listens, one bounded batch per job, so a start is healthy at once whatever
 * the backlog.
 */
export interface CatchUpTask {
  /** The service log's job; also names the task in its jobs' keys. */
  job: ServiceJob;
  /**
   * One bounded batch from `cursor` (null at the start) on `day` (YYYY-MM-DD): how many rows it
   * handled and where the next batch starts, or null when the task is done. Safe to run twice.
   */
  batch(
    deps: Deps,
    day: string,
    cursor: string | null,
  ): Promise<{ handled: number; next: string | null }>;
  /** The service log line once the task is done, when it handled anything. */
  summary(handled: number): string;
}

export const CATCH_UP_QUEUE = 'catch-up';

/**
 * Every process asks for each task when it starts listening and every six hours after; a key names
 * the slot, so in one slot the task runs once however many processes ask.
 */
export const CATCH_UP_SLOT_SECONDS = 6 * 3_600;

interface Step {
  job: ServiceJob;
  day: string;
  cursor: string | null;
  handled: number;
  started: number;
}

const keyOf = (s: Step) => `${s.job}:${s.day}:${s.cursor ?? 'start'}`;

/** The catch-up queue of one database: each job runs one batch, then asks for the next. */
export function catchUpQueue(
  deps: Deps,
  tasks: readonly CatchUpTask[],
  onError: (err: unknown) => void,
): PayrollQueue & { ask(): Promise<void> } {
  const byJob = new Map(tasks.map((t) => [t.job, t]));
  const run = async (payload: string) => {
    const step = JSON.parse(payload) as Step;
    const task = byJob.get(step.job);
    if (!task) return;
    const { handled, next } = await task.batch(deps, step.day, step.cursor);
    const after: Step = { ...step, cursor: next, handled: step.handled + handled };
    if (next !== null) return queue.enqueue(JSON.stringify(after), keyOf(after));
    if (after.handled > 0)
      await recordServiceLog(
        deps.db,
        {
          job: step.job,
          level: 'info',
          message: task.summary(after.handled),
          duration_ms: Date.now() - step.started,
        },
        onError,
      );
  };
  const queue = pgBossQueue(deps.db, run, onError, CATCH_UP_QUEUE, {
    singletonSeconds: CATCH_UP_SLOT_SECONDS,
  });
  return {
    ...queue,
    async ask() {
      const day = deps.now().toISOString().slice(0, 10);
      for (const { job } of tasks) {
        const first: Step = { job, day, cursor: null, handled: 0, started: Date.now() };
        await queue.enqueue(JSON.stringify(first), keyOf(first));
      }
    },
  };
}

/**
 * Runs `tasks` on the catch-up queue once the server listens (never before: `fastify.inject`
 * alone starts nothing) and every slot after; on close, the queue finishes its job and stops.
 */
export const catchUpPlugin = fp<Deps & { tasks: readonly CatchUpTask[] }>(async (app, opts) => {
  const { tasks, ...deps } = opts;
  const onError = (err: unknown) => app.log.error({ err }, 'catch-up queue error');
  const queue = catchUpQueue(deps, tasks, onError);
  let timer: NodeJS.Timeout | undefined;
  let asked: Promise<unknown> = Promise.resolve();
  const ask = () => {
    asked = queue
      .start()
      .then(() => queue.ask())
      .catch(onError);
  };
  app.addHook('onListen', async () => {
    ask();
    timer = setInterval(ask, CATCH_UP_SLOT_SECONDS * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await asked;
    await queue.stop();
  });
});
