/**
 * Every kind of notification, with the words the list's filter and the preferences page use. The
 * server's registry (src/server/notifications/registry.ts) must give each one its behaviour: adding a
 * kind is a line here and an entry there, and the type checker refuses one without the other.
 */
export const NOTIFICATION_KINDS = {
  timesheet_submitted: 'Timesheet submitted for approval',
  timesheet_approved: 'Timesheet approved',
  timesheet_rejected: 'Timesheet rejected',
  timesheet_pending: 'Timesheet still waiting for approval',
  invoice_sent: 'Invoice sent',
  payment_received: 'Payment received',
  payment_allocated: 'Payment applied to an invoice',
  paycheck_paid: 'Paycheck paid',
  payroll_run_submitted: 'Payroll run waiting for approval',
  expense_decided: 'Expense approved or rejected',
  adjustment_decided: 'Adjustment approved or rejected',
  document_rejected: 'Document rejected',
  message_received: 'New message',
  onboarding_finished: 'Worker finished onboarding',
  onboarding_stuck: 'Worker stuck in onboarding',
  invitation_accepted: 'Invitation accepted',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];

/** Days a submitted timesheet may wait before its deciders get a daily reminder. */
export const PENDING_REMINDER_DAYS = 2;

/** Days a worker's next onboarding step may wait (since their last step, or their invitation) before their employer hears of it. */
export const ONBOARDING_STUCK_DAYS = 3;
