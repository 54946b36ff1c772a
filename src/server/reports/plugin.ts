import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { reportQueueOf, unfinishedReports } from './queue';
import { startScheduler } from './scheduler';

/**
 * Reports' background work in this process: the queue starts with the server, every run a stop left
 * unfinished gets a job again, and the scheduler creates the runs of due schedules; on close both stop.
 */
export const reportJobsPlugin = fp<Deps>(async (app, deps) => {
  const onError = (err: unknown) => app.log.error({ err }, 'report queue error');
  let resumed: Promise<unknown> = Promise.resolve();
  let stopScheduler = () => {};
  app.background.add({
    start() {
      const queue = reportQueueOf(deps, onError);
      resumed = queue
        .start()
        .then(() => unfinishedReports(deps))
        .then((ids) => Promise.all(ids.map((id) => queue.enqueue(id, `resume:${id}`))))
        .catch(onError);
      stopScheduler = startScheduler(deps, onError);
    },
    async stop() {
      stopScheduler();
      await resumed;
      await reportQueueOf(deps, onError).stop();
    },
  });
});
