import type { User } from '../../domain/contracts/user';
import type { EventOrigin } from '../events/store';
import { bankActor } from '../billing/system-actor';

/**
 * The actor of what the payroll job does (paychecks written, timesheets marked paid). Like the bank's
 * it never signs in; it is an admin so the timesheet chart's admin-only Mark Paid accepts it.
 */
export const payrollActor: User = {
  ...bankActor,
  email: 'payroll@staffwise.invalid',
  first_name: 'Payroll',
  last_name: 'Job',
};

export const payrollOrigin = (now: Date): EventOrigin => ({
  actorUserId: null,
  actorRole: 'system:payroll',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: now,
});
