import { z } from 'zod';
import { ActionFields } from '../../src/resources/timesheets/contract';
import { User } from '../../src/domain/contracts/user';
import type { TimesheetAction } from '../../src/domain/policy/timesheet-decisions';

const body = ActionFields.shape;

/** The acting user travels in every event; the server overwrites it from the session. */
export const TimesheetEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('timesheet.edit'), user: User }),
  z.object({ type: z.literal('timesheet.submit'), user: User, location: body.location }),
  z.object({ type: z.literal('timesheet.delete'), user: User }),
  z.object({ type: z.literal('timesheet.sign'), user: User }),
  z.object({ type: z.literal('timesheet.unsign'), user: User }),
  z.object({ type: z.literal('timesheet.approve'), user: User }),
  z.object({
    type: z.literal('timesheet.approveWithEvidence'),
    user: User,
    evidence: body.evidence,
  }),
  z.object({ type: z.literal('timesheet.reject'), user: User, reason: body.reason }),
  z.object({ type: z.literal('timesheet.unreject'), user: User }),
  z.object({ type: z.literal('timesheet.unapprove'), user: User }),
  z.object({ type: z.literal('timesheet.noBill'), user: User }),
  z.object({ type: z.literal('timesheet.undoNoBill'), user: User }),
  z.object({ type: z.literal('timesheet.markPaid'), user: User }),
  z.object({ type: z.literal('timesheet.markUnpaid'), user: User }),
]);
export type TimesheetEvent = z.infer<typeof TimesheetEvent>;
export type TimesheetEventType = TimesheetEvent['type'];

/** Spec §4 action names (the API's `/actions/{action}`) to chart events. */
export const eventForAction: Record<TimesheetAction, TimesheetEventType> = {
  submit: 'timesheet.submit',
  delete: 'timesheet.delete',
  approve: 'timesheet.approve',
  approve_with_evidence: 'timesheet.approveWithEvidence',
  sign: 'timesheet.sign',
  reject: 'timesheet.reject',
  unapprove: 'timesheet.unapprove',
  unsign: 'timesheet.unsign',
  no_bill: 'timesheet.noBill',
  undo_no_bill: 'timesheet.undoNoBill',
  paid: 'timesheet.markPaid',
  unpaid: 'timesheet.markUnpaid',
  unreject: 'timesheet.unreject',
};

export const actionForEvent = Object.fromEntries(
  Object.entries(eventForAction).map(([action, event]) => [event, action]),
) as Record<TimesheetEventType, TimesheetAction | undefined>;
