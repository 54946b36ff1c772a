import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { resumingQueue } from '../kit/background';
import { payrollQueueOf, unfinishedRuns } from './jobs';

/**
 * Payroll's background jobs in this process: the queue starts with the server (its tables exist
 * from migration 0017, so this is a version check), then every run a crash left unfinished gets a
 * job again; on close, the queue stops.
 */
export const payrollJobsPlugin = fp<Deps>(async (app, deps) => {
  const onError = (err: unknown) => app.log.error({ err }, 'payroll queue error');
  app.background.add(
    resumingQueue(
      () => payrollQueueOf(deps, onError),
      () => unfinishedRuns(deps),
      onError,
    ),
  );
});
