import type { CatchUpTask } from '../../server/kit/catch-up';
import { recordAccrualBatch, type AccrualCursor } from './accruals.server';

/**
 * Records the accruals of pay periods that have closed, on the catch-up queue after the server
 * listens and every six hours after: a period closes at midnight, so the balances are current
 * within six hours of it. Recording is idempotent, so a batch run twice adds nothing.
 */
export const ptoAccrualCatchUp: CatchUpTask = {
  job: 'pto_accrual',
  async batch(deps, day, cursor) {
    const { workers, next } = await recordAccrualBatch(
      deps.db,
      day,
      cursor === null ? null : (JSON.parse(cursor) as AccrualCursor),
    );
    return { handled: workers, next: next === null ? null : JSON.stringify(next) };
  },
  summary: (workers) =>
    `Brought the PTO balances of ${workers} workers up to their closed pay periods`,
};
