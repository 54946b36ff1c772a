import { z } from 'zod';
import { reportRunStatuses } from '../../domain/reports/statuses';
import { ReportKey } from '../../domain/reports/catalogue';
import { TimeZone } from '../../domain/contracts/calendar';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { canSeeReports } from './policy';
import { reportRunsQuery } from './query';

/** The chart's rule of who may run a report, from the folder's policy (a chart reads only its contract and query). */
export { mayRunReport } from './policy';

export const ReportRunStatus = z.enum(reportRunStatuses);

/** One report run as lists and pages show it. */
export const ReportRun = z.object({
  id: z.uuid(),
  report: ReportKey,
  report_title: z.string(),
  params: z.record(z.string(), z.unknown()),
  status: ReportRunStatus,
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  failure_reason: z.string().nullable(),
  requested_by: z.uuid(),
  requested_by_name: z.string(),
  schedule_id: z.uuid().nullable(),
  report_allowed: z.boolean(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ReportRun = z.infer<typeof ReportRun>;

// The null inside a member: OpenAPI 3.0 has no null type, and a `nullable` beside `anyOf` names none.
export const ReportCell = z.union([z.string().nullable(), z.number()]);

/** A finished run's results: the first rows, the totals, and short-lived signed links to its files. */
export const ReportResults = z.object({
  rows: z.array(z.record(z.string(), ReportCell)),
  rows_total: z.number().int(),
  totals: z.record(z.string(), z.number()),
  files: z.object({ csv: z.string(), xlsx: z.string(), pdf: z.string().nullable() }),
});
export type ReportResults = z.infer<typeof ReportResults>;

/** "Run report": which report and its parameters (checked by that report's own schema). */
export const RunReportRequest = z.strictObject({
  report: ReportKey,
  params: z.record(z.string(), z.unknown()),
});

export const ScheduleFrequency = z.enum(['daily', 'weekly', 'monthly']);

/** A person a schedule mails its runs to. */
export const ReportRecipient = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type ReportRecipient = z.infer<typeof ReportRecipient>;

export const ReportSchedule = z.object({
  id: z.uuid(),
  report: ReportKey,
  report_title: z.string(),
  params: z.record(z.string(), z.unknown()),
  frequency: ScheduleFrequency,
  weekday: z.number().int().nullable(),
  month_day: z.number().int().nullable(),
  time: z.string(),
  time_zone: z.string(),
  recipients: z.array(ReportRecipient),
  paused: z.boolean(),
  /** The next occurrence as local date and time in `time_zone` (`2026-11-30T08:00`), paused or not. */
  next_run: z.string(),
  created_at: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportSchedule>;

const ScheduleTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:00');

/** What may be said of a schedule's timing, recipients and parameters, each key checked alone. */
export const scheduleFields = {
  params: z.record(z.string(), z.unknown()),
  frequency: ScheduleFrequency,
  weekday: z.number().int().min(0).max(6).nullable(),
  month_day: z.number().int().min(1).max(28).nullable(),
  time: ScheduleTime,
  time_zone: TimeZone,
  recipients: z.array(z.uuid()).max(50),
};

/** The rule across fields, on a schedule as it would be saved: a weekly one needs its day, a monthly one its date. */
export function scheduleTimingFaults(s: {
  frequency: string;
  weekday: number | null;
  month_day: number | null;
}): Record<string, string> {
  if (s.frequency === 'weekly' && s.weekday === null)
    return { weekday: 'Choose the day of the week' };
  if (s.frequency === 'monthly' && s.month_day === null)
    return { month_day: 'Choose the day of the month' };
  return {};
}

/** A new schedule: the report and parameters, when (in a time zone) and who gets each run by mail. */
export const ScheduleRequest = z
  .strictObject({
    report: ReportKey,
    ...scheduleFields,
    weekday: scheduleFields.weekday.default(null),
    month_day: scheduleFields.month_day.default(null),
    recipients: scheduleFields.recipients.default([]),
  })
  .superRefine((s, ctx) => {
    for (const [path, message] of Object.entries(scheduleTimingFaults(s)))
      ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type ScheduleRequest = z.infer<typeof ScheduleRequest>;

/**
 * An edit of a schedule: only the keys sent change; its report stays (a `report` key is refused, as
 * is any other unknown key). Pausing is the same request with `paused`.
 */
export const ScheduleChange = z.strictObject({ ...scheduleFields, paused: z.boolean() }).partial();
export type ScheduleChange = z.infer<typeof ScheduleChange>;

export const reportRunActions = ['retry'] as const;
export type ReportRunAction = (typeof reportRunActions)[number];

export const reportRunActionMeta: Record<ReportRunAction, ActionMeta> = {
  retry: {
    label: 'Retry',
    tone: 'primary',
    who: 'users who may run the report',
    may: canSeeReports,
  },
};

/** Report runs: the list and its CSV; the detail and the retry come from the workflow kit. */
export const reportRunsResource = defineResource({
  name: 'reports',
  apiPath: '/reports',
  specPaths: ['/reports', '/reports/{id}'],
  labels: {
    singular: 'Report',
    plural: 'Reports',
    caption: 'Report runs',
    noun: 'report runs',
    empty: 'No reports have been run yet.',
    count: ['run', 'runs'],
  },
  item: ReportRun,
  query: reportRunsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'report', value: (r) => r.report_title },
    { header: 'status', value: (r) => r.status },
    { header: 'rows', value: (r) => r.rows_total },
    { header: 'requested_by', value: (r) => r.requested_by_name },
    { header: 'created_at', value: (r) => r.created_at },
    { header: 'finished_at', value: (r) => r.finished_at ?? '' },
  ],
  actions: reportRunActionMeta,
});
