import type { Subscriber } from '../events/subscriber';
import { payrollRunEvents } from '../../resources/payroll-runs/server';
import { payrollQueueOf } from './jobs';

/**
 * An approved or retried run gets its job once the approval commits: a rolled-back approval never
 * starts one. The job is inserted in the delivery's own transaction, so it exists exactly when the
 * delivery is recorded; a job sent twice anyway (a resumed start) is harmless. Once the delivery
 * has committed, this process works the run at once (`workNow`) rather than after the queue's next
 * poll (up to a second, most of a small run's time); the queued job is what carries it on after a
 * crash.
 */
export const payrollRunJob: Subscriber = {
  name: 'payroll.run-job',
  streamType: payrollRunEvents.type,
  types: ['payroll_run.approve', 'payroll_run.retry'],
  async handle({ tx, deps, event, key, afterCommit }) {
    const queue = payrollQueueOf(deps);
    await queue.enqueue(event.stream_id, key, tx);
    afterCommit?.(() => queue.workNow?.(event.stream_id));
  },
};
