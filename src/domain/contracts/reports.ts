import { z } from 'zod';
import { reportRunStatuses } from '../reports/statuses';
import { ReportKey } from '../reports/catalogue';

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

const Cell = z.union([z.string(), z.number(), z.null()]);

/** A finished run's results: the first rows, the totals, and short-lived signed links to its files. */
export const ReportResults = z.object({
  rows: z.array(z.record(z.string(), Cell)),
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
