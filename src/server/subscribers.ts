import type { Subscriber } from './events/subscriber';
import { resourceServers } from '../resources/server';
import { invoiceSentMail } from './billing/invoice-sent';
import { timesheetTransactions } from './billing/timesheet-transactions';
import { adjustmentTransactions, expenseTransactions } from './billing/source-transactions';
import { invoicePaidCommission } from './commissions/invoice-paid-commission';
import { payrollRunJob } from './payroll/enqueue-subscriber';
import { notificationSubscribers } from './notifications/subscribers';
import { reportRunJob } from './reports/enqueue-subscriber';
import { reportFinishedMail } from './reports/finished-mail';

/**
 * Every after-commit subscriber: an event gets a delivery for each one that names its type. Only the
 * places that assemble the app (main.ts, the seed, the test harness) import this list; everything
 * else reaches it as `deps.subscribers`, which keeps the event store below the features it serves.
 */
export const subscribers: readonly Subscriber[] = [
  timesheetTransactions,
  expenseTransactions,
  adjustmentTransactions,
  invoiceSentMail,
  invoicePaidCommission,
  payrollRunJob,
  ...notificationSubscribers,
  reportRunJob,
  reportFinishedMail,
  ...Object.values(resourceServers).flatMap((part) => part.subscribers ?? []),
];
