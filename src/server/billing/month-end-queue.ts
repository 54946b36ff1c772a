import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { monthEndRuns } from '../db/schema';
import type { Deps } from '../deps';
import { joinedWork, pgBossQueue, type PayrollQueue } from '../payroll/queue';
import { monthEndStep, runningMonthEnds } from './month-end';

export const MONTH_END_QUEUE = 'month-end';
/** How often a listening process looks for month-end runs without a job (new ones, or ones a crash stopped). */
export const MONTH_END_TICK_MS = 2_000;

/** The month-end work of one process: the queue, and the runs this process is working on now. */
export interface MonthEndWorker extends PayrollQueue {
  /**
   * Works the run here and now (no queue poll in between) for one job's time, then hands on to
   * the queue while clients remain; a run this process already works on is joined, not worked twice.
   */
  work(runId: string): Promise<void>;
}

/**
 * The month-end queue on the app's database: a job works a run for a time budget (`monthEndStep`)
 * and, while clients remain, asks for the next job, keyed by how far the run got so it is asked
 * once. A job whose process died expires and is retried (QUEUE_TIMING); the retry and the tick's
 * job of the same run take turns on the run's row lock, so neither invoices a client twice.
 */
export function monthEndQueue(deps: Deps, onError: (err: unknown) => void): MonthEndWorker {
  let stopping = false;
  const handOn = async (runId: string) => {
    if (!(await monthEndStep(deps, runId, undefined, { stopping: () => stopping }))) return;
    if (stopping) return;
    const [run] = await deps.db
      .select({ done: monthEndRuns.clients_done })
      .from(monthEndRuns)
      .where(eq(monthEndRuns.id, runId));
    await queue.enqueue(runId, `${runId}:${run?.done ?? 0}`);
  };
  const runs = joinedWork(handOn);
  const queue: PayrollQueue = pgBossQueue(deps.db, runs.work, onError, MONTH_END_QUEUE);
  return {
    ...queue,
    work: runs.work,
    async stop() {
      stopping = true;
      await runs.underWay();
      await queue.stop();
    },
  };
}

/**
 * Month-end runs are worked on once the server listens (never under `fastify.inject` alone, so
 * server tests drive `monthEndStep` themselves): every tick asks for one job per running run, at
 * most once a minute per run (the queue's singleton slot), and a run's own jobs carry it on. A run
 * started here is worked at once, as soon as its POST has answered (so committed), rather than at
 * the next tick and the queue's next poll.
 */
export const monthEndPlugin = fp<Deps>(async (app, deps) => {
  const onError = (err: unknown) => app.log.error({ err }, 'month-end queue error');
  const worker = monthEndQueue(deps, onError);
  let listening = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();
  const tick = () => {
    ticking = ticking
      .then(() => worker.start())
      .then(() => runningMonthEnds(deps.db))
      .then((runs) => Promise.all(runs.map((r) => worker.enqueue(r.id, `start:${r.id}`))))
      .catch(onError);
  };
  const startedHere = async () => {
    for (const run of await runningMonthEnds(deps.db))
      if (run.clients_done === 0) void worker.work(run.id).catch(onError);
  };
  app.addHook('onResponse', async (req, reply) => {
    if (
      listening &&
      req.method === 'POST' &&
      req.routeOptions.url === '/v2/month_end_runs' &&
      reply.statusCode === 201
    )
      void startedHere().catch(onError);
  });
  app.addHook('onListen', async () => {
    listening = true;
    tick();
    timer = setInterval(tick, MONTH_END_TICK_MS).unref();
  });
  app.addHook('onClose', async () => {
    listening = false;
    clearInterval(timer);
    await ticking;
    await worker.stop();
  });
});
