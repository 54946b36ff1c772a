import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { payrollQueueOf, unfinishedRuns } from './jobs';

/**
 * Payroll's background jobs in this process: the queue starts with the server (its tables exist
 * from migration 0017, so this is a version check), then every run a crash left unfinished gets a
 * job again; on close, the queue stops.
 */
export const payrollJobsPlugin = fp<Deps>(async (app, deps) => {
  const onError = (err: unknown) => app.log.error({ err }, 'payroll queue error');
  let resumed: Promise<unknown> = Promise.resolve();
  app.background.add({
    start() {
      const queue = payrollQueueOf(deps, onError);
      resumed = queue
        .start()
        .then(() => unfinishedRuns(deps))
        .then((ids) => Promise.all(ids.map((id) => queue.enqueue(id, `resume:${id}`))))
        .catch(onError);
    },
    async stop() {
      await resumed;
      await payrollQueueOf(deps, onError).stop();
    },
  });
});
