import { z } from 'zod';
import { timesheetActionMeta, timesheetActions } from '../../domain/policy/timesheet-decisions';
import { IsoDate, TimeZone } from '../../domain/contracts/calendar';
import {
  ActionTexts,
  BulkResult,
  BulkRow,
  HistoryEntry,
  workflowContracts,
} from '../../domain/contracts/workflow';
import { defineResource } from '../../domain/resources/define';
import { TIME_24H } from '../../domain/timesheets/hours';
import { billingStatuses, timesheetStatuses } from '../../domain/timesheets/vocabulary';
import { timesheetsQuery } from './query';

export { timesheetStatuses };
export { BulkResult, BulkRow, HistoryEntry };
/** The approval states of a timesheet; equal to the chart's top-level states and the DB `status`. */
export const TimesheetStatus = z.enum(timesheetStatuses);
export type TimesheetStatus = z.infer<typeof TimesheetStatus>;
export const BillingStatus = z.enum(billingStatuses);
export type BillingStatus = z.infer<typeof BillingStatus>;
const workflow = workflowContracts(timesheetActions);
export const TimesheetAction = workflow.Action;

/** A device-reported position; impossible coordinates are refused (422). */
export const DeviceLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000),
  captured_at: z.string().optional(),
});
export type DeviceLocation = z.infer<typeof DeviceLocation>;

export const StoredLocation = DeviceLocation.extend({ source: z.literal('device') });

const Time24 = z.string().regex(TIME_24H, 'Use HH:MM (24-hour)');

export const Timesheet = z.object({
  id: z.string(),
  assignment_id: z.string(),
  contractor_id: z.string(),
  contractor_name: z.string(),
  /** Personal data: null for clients without show_contractor_personal. */
  contractor_email: z.string().nullable(),
  client_id: z.string(),
  client_name: z.string(),
  partner_id: z.string().nullable(),
  job_title: z.string(),
  status: TimesheetStatus,
  billing: BillingStatus,
  paid: z.boolean(),
  /** `hourly` (start and end times) or `hours_only` (the hours as entered, no times). */
  type: z.string(),
  day: z.string(),
  date: z.string(),
  /** Null on hours-only time. */
  time_start: z.string().nullable(),
  time_end: z.string().nullable(),
  time_start_12h: z.string().nullable(),
  time_end_12h: z.string().nullable(),
  break_time_minutes: z.number().int(),
  hours_hundredths: z.number().int(),
  hours_worked: z.string(),
  timezone: z.string(),
  project_code: z.string().nullable(),
  task: z.string().nullable(),
  requires_signature: z.boolean(),
  signed_at: z.string().nullable(),
  approval_date: z.string().nullable(),
  approval_email: z.string().nullable(),
  approval_ip: z.string().nullable(),
  approval_evidence: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  rejected_at: z.string().nullable(),
  entered_by_user_id: z.string().nullable(),
  entered_ip: z.string().nullable(),
  edited_by_user_id: z.string().nullable(),
  edited_ip: z.string().nullable(),
  payroll_submission_date: z.string().nullable(),
  client_billing_invoice_date: z.string().nullable(),
  /** Its pay is on a paycheck that was paid: that pay never changes, so it cannot be marked unpaid. */
  pay_on_paid_paycheck: z.boolean(),
  /** Personal data: null for clients without show_contractor_personal. */
  location: StoredLocation.nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Timesheet = z.infer<typeof Timesheet>;

export const TimesheetList = z.object({
  data: z.array(Timesheet),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** Sum over the whole filter, not just this page. */
    total_hours_hundredths: z.number().int(),
    total_hours: z.string(),
  }),
});
export type TimesheetList = z.infer<typeof TimesheetList>;

export const ActionAvailability = workflow.ActionAvailability;
export type ActionAvailability = z.infer<typeof ActionAvailability>;

export const TimesheetDetail = z.object({
  timesheet: Timesheet,
  actions: z.array(ActionAvailability),
});
export type TimesheetDetail = z.infer<typeof TimesheetDetail>;

/**
 * A client's signature on a timesheet: the signer types their full name and may also draw it (a PNG
 * data URL). Stored on the sign event with its time and IP as the evidence of who signed.
 */
export const Signature = z.strictObject({
  full_name: z.string().trim().min(2, 'Type your full name to sign').max(200),
  drawn_png: z
    .string()
    .max(300_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'A drawn signature must be a PNG image')
    .optional(),
});
export type Signature = z.infer<typeof Signature>;

export const ActionFields = ActionTexts.extend({
  location: DeviceLocation.optional(),
  signature: Signature.optional(),
});
/** The body of POST /timesheets/{id}/actions/{action}; an empty body is fine. */
export const ActionBody = z.preprocess((v) => v ?? {}, ActionFields);
export type ActionBody = z.infer<typeof ActionFields>;

export const TimesheetHistory = z.object({ data: z.array(HistoryEntry) });

/**
 * Hours-only time, where the assignment allows it: a decimal of at most two places, more than 0 and
 * at most 24 (checked by `validateEntry`, with the field's message); a JSON number or its text, or
 * null on a timed entry. The null sits on the number so the OpenAPI schema names its type.
 */
const EntryHours = z.union([z.number().nullable(), z.string().max(16)]);

/**
 * The fields of a time entry a user writes; no defaults here, so a partial update cannot invent
 * values. An entry has start and end times, or (hours-only) `hours` and null times.
 */
const EntryFields = z.object({
  date: IsoDate,
  time_start: Time24.nullable(),
  time_end: Time24.nullable(),
  hours: EntryHours,
  break_time_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  timezone: TimeZone,
  project_code: z.string().max(64).nullable(),
  task: z.string().max(500).nullable(),
});
export const EntryBody = EntryFields.extend({
  assignment_id: z.uuid(),
  time_start: EntryFields.shape.time_start.default(null),
  time_end: EntryFields.shape.time_end.default(null),
  hours: EntryFields.shape.hours.default(null),
  break_time_minutes: EntryFields.shape.break_time_minutes.default(0),
  timezone: TimeZone.default('America/New_York'),
  project_code: EntryFields.shape.project_code.default(null),
  task: EntryFields.shape.task.default(null),
});
export type EntryBody = z.infer<typeof EntryBody>;
/**
 * PATCH /timesheets/{id}: only the fields present change (absent = unchanged, null = cleared for
 * project_code and task). Built from the default-free fields: zod 4 applies a default even inside
 * `.partial()`, which reset an absent time zone and project code.
 */
export const EntryPatch = EntryFields.partial();
export type EntryPatch = z.infer<typeof EntryPatch>;

/** 409 on entry: the time overlaps a timesheet already stored for the same assignment and day. */
export const DuplicateEntry = z.object({
  message: z.string(),
  existing: z.object({
    id: z.string(),
    status: TimesheetStatus,
    date: z.string(),
    /** Null when the stored one is hours-only. */
    time_start: z.string().nullable(),
    time_end: z.string().nullable(),
  }),
});
export type DuplicateEntry = z.infer<typeof DuplicateEntry>;

export const BulkRequest = workflow.BulkRequest;
export type BulkRequest = z.infer<typeof BulkRequest>;

export const TimesheetFigures = z.object({
  by_status: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  /** Hours of submitted, signed and approved time only: drafts and rejected time are not work done. */
  work_done_hours_hundredths: z.number().int(),
});
export type TimesheetFigures = z.infer<typeof TimesheetFigures>;

/** Timesheets as a resource: the lists and their CSV; the detail and the actions come from the workflow kit. */
export const timesheetsResource = defineResource({
  name: 'timesheets',
  apiPath: '/timesheets',
  specPaths: ['/timesheets', '/contractor/timesheets', '/timesheets/{id}'],
  labels: { singular: 'Timesheet', plural: 'Timesheets' },
  item: Timesheet,
  page: TimesheetList,
  query: timesheetsQuery,
  csv: [
    { header: 'id', value: (t) => t.id },
    { header: 'date', value: (t) => t.date },
    { header: 'day', value: (t) => t.day },
    { header: 'contractor', value: (t) => t.contractor_name },
    { header: 'client', value: (t) => t.client_name },
    { header: 'job_title', value: (t) => t.job_title },
    { header: 'status', value: (t) => t.status },
    { header: 'billing', value: (t) => t.billing },
    { header: 'paid', value: (t) => t.paid },
    { header: 'time_start', value: (t) => t.time_start_12h },
    { header: 'time_end', value: (t) => t.time_end_12h },
    { header: 'break_time_minutes', value: (t) => t.break_time_minutes },
    { header: 'hours_worked', value: (t) => t.hours_worked },
    { header: 'project_code', value: (t) => t.project_code },
    { header: 'task', value: (t) => t.task },
  ],
  actions: timesheetActionMeta,
});
