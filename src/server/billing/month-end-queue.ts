import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { monthEndRuns } from '../db/schema';
import type { Deps } from '../deps';
import { pgBossQueue, type PayrollQueue } from '../payroll/queue';
import { monthEndStep, runningMonthEnds } from './month-end';

export const MONTH_END_QUEUE = 'month-end';
/** How often a listening process looks for month-end runs without a job (new ones, or ones a crash stopped). */
export const MONTH_END_TICK_MS = 2_000;

/**
 * The month-end queue on the app's database: a job invoices a batch of clients (`monthEndStep`) and,
 * while clients remain, asks for the next job, keyed by how far the run got so it is asked once.
 * A job whose process died expires and is retried (QUEUE_TIMING); the retry and the tick's job of the
 * same run take turns on the run's row lock, so neither invoices a client twice.
 */
export function monthEndQueue(deps: Deps, onError: (err: unknown) => void): PayrollQueue {
  const queue: PayrollQueue = pgBossQueue(
    deps.db,
    async (runId) => {
      if (!(await monthEndStep(deps, runId))) return;
      const [run] = await deps.db
        .select({ done: monthEndRuns.clients_done })
        .from(monthEndRuns)
        .where(eq(monthEndRuns.id, runId));
      await queue.enqueue(runId, `${runId}:${run?.done ?? 0}`);
    },
    onError,
    MONTH_END_QUEUE,
  );
  return queue;
}

/**
 * Month-end runs are worked on once the server listens (never under `fastify.inject` alone, so
 * server tests drive `monthEndStep` themselves): every tick asks for one job per running run,
 * at most once a minute per run (the queue's singleton slot); a run's own jobs carry it on.
 */
export const monthEndPlugin = fp<Deps>(async (app, deps) => {
  const onError = (err: unknown) => app.log.error({ err }, 'month-end queue error');
  const queue = monthEndQueue(deps, onError);
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();
  const tick = () => {
    ticking = ticking
      .then(() => queue.start())
      .then(() => runningMonthEnds(deps.db))
      .then((runs) => Promise.all(runs.map((r) => queue.enqueue(r.id, `start:${r.id}`))))
      .catch(onError);
  };
  app.addHook('onListen', async () => {
    tick();
    timer = setInterval(tick, MONTH_END_TICK_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await ticking;
    await queue.stop();
  });
});
