import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { resumingQueue } from '../kit/background';
import { reportQueueOf, unfinishedReports } from './queue';
import { startScheduler } from './scheduler';

/**
 * Reports' background work in this process: the queue starts with the server, every run a stop left
 * unfinished gets a job again, and the scheduler creates the runs of due schedules; on close both stop.
 */
export const reportJobsPlugin = fp<Deps>(async (app, deps) => {
  const onError = (err: unknown) => app.log.error({ err }, 'report queue error');
  app.background.add(
    resumingQueue(
      () => reportQueueOf(deps, onError),
      () => unfinishedReports(deps),
      onError,
    ),
  );
  let stopScheduler = () => {};
  app.background.add({
    start() {
      stopScheduler = startScheduler(deps, onError);
    },
    stop: () => stopScheduler(),
  });
});
