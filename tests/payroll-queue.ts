import type { PayrollQueue } from '../src/server/payroll/queue';

/** A payroll queue that starts no job: a test runs the job (`processRun`) itself when it wants it. */
export const manualPayrollQueue: PayrollQueue = {
  start: async () => {},
  enqueue: async () => {},
  stop: async () => {},
};
