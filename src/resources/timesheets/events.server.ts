import { z } from 'zod';
import { timesheetDefinition } from './definition';
import type { TimesheetEventType } from './chart';
import { IsoDate } from '../../domain/contracts/calendar';
import { BillingStatus, EntryPatch, Signature, TimesheetStatus } from './contract';
import { HOURS_ONLY_ENTRY, TIMED_ENTRY } from '../../domain/timesheets/hours-only';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';

const step = transitionPayload(
  z.strictObject({ status: TimesheetStatus, billing: BillingStatus, paid: z.boolean() }),
);
const text = z.string().min(1);
/** An entry's fields as stored: hours-only time keeps its hours as `hours_hundredths` and its kind as `type`. */
const entryFields = EntryPatch.omit({ hours: true });
const entryType = z.enum([TIMED_ENTRY, HOURS_ONLY_ENTRY]);

/** What each timesheet event records; the store refuses any other payload. */
export const timesheetPayloads = {
  'timesheet.created': z.strictObject({
    id: z.uuid(),
    assignment_id: z.uuid(),
    contractor_id: z.uuid(),
    client_id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    ...entryFields.required().shape,
    /** Absent on events written before hours-only entry: those are timed. */
    type: entryType.optional(),
    hours_hundredths: z.number().int(),
    /** The CSV import that wrote it: an unfinished import is undone by it. */
    upload_id: z.uuid().optional(),
    /** Set on time entered after the fact (the demo seed's invoiced and paid history). */
    client_billing_invoice_date: IsoDate.optional(),
    payroll_submission_date: IsoDate.optional(),
  }),
  'timesheet.edit': step.extend({
    ...entryFields.shape,
    type: entryType.optional(),
    hours_hundredths: z.number().int(),
  }),
  'timesheet.submit': step,
  'timesheet.delete': step,
  // The event's time and IP complete the evidence of the signature.
  'timesheet.sign': step.extend({ signature: Signature.optional() }),
  'timesheet.unsign': step,
  'timesheet.approve': step,
  'timesheet.approveWithEvidence': step.extend({ evidence: text }),
  'timesheet.reject': step.extend({ reason: text }),
  'timesheet.unreject': step,
  'timesheet.unapprove': step,
  'timesheet.noBill': step,
  'timesheet.undoNoBill': step,
  'timesheet.markPaid': step,
  'timesheet.markUnpaid': step,
  // Billing's facts, not chart events: on an invoice the timesheet is locked (src/server/billing/timesheet-lock.ts).
  'timesheet.invoiced': z.strictObject({
    invoice_id: z.uuid(),
    client_billing_invoice_date: IsoDate,
  }),
  'timesheet.uninvoiced': z.strictObject({ invoice_id: z.uuid() }),
  // Payroll's fact: on a paycheck the timesheet is locked like an invoiced one (src/server/payroll/timesheets-paid.ts).
  'timesheet.sentToPayroll': z.strictObject({
    payroll_run_id: z.uuid(),
    paycheck_id: z.uuid(),
    payroll_submission_date: IsoDate,
  }),
} satisfies Record<
  | TimesheetEventType
  | 'timesheet.created'
  | 'timesheet.invoiced'
  | 'timesheet.uninvoiced'
  | 'timesheet.sentToPayroll',
  z.ZodType<Record<string, unknown>>
>;

export const timesheetEvents: EventStream = {
  type: timesheetDefinition.name,
  payloads: timesheetPayloads,
};
