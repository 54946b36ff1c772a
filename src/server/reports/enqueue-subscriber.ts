import type { Subscriber } from '../events/subscriber';
import { reportRunEvents } from '../../resources/reports/server';
import { reportQueueOf } from './queue';

/**
 * A run asked for or retried gets its job once that commits: the job is inserted in the delivery's own
 * transaction, so it exists exactly when the delivery is recorded.
 */
export const reportRunJob: Subscriber = {
  name: 'reports.run-job',
  streamType: reportRunEvents.type,
  types: ['report_run.created', 'report_run.retry'],
  async handle({ tx, deps, event, key }) {
    await reportQueueOf(deps).enqueue(event.stream_id, key, tx);
  },
};
