import { z } from 'zod';
import { reportRunDefinition, type ReportRunEventType } from './chart';
import { ReportCell, ReportRunStatus } from './contract';
import { ReportKey } from '../../domain/reports/catalogue';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';

const step = transitionPayload(z.strictObject({ status: ReportRunStatus }));
const count = z.number().int().min(0);

/** What each report run event records; the store refuses any other payload. */
export const reportRunPayloads = {
  'report_run.created': z.strictObject({
    id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    report: ReportKey,
    params: z.record(z.string(), z.unknown()),
    requested_by: z.uuid(),
    schedule_id: z.uuid().nullable(),
    slot: z.string().nullable(),
  }),
  'report_run.start': step.extend({ total: count }),
  'report_run.finish': step.extend({
    rows: count,
    csv_file_id: z.uuid(),
    xlsx_file_id: z.uuid(),
    pdf_file_id: z.uuid().nullable(),
    preview: z.array(z.record(z.string(), ReportCell)).max(100),
    totals: z.record(z.string(), z.number()),
  }),
  'report_run.fail': step.extend({ reason: z.string().min(1) }),
  'report_run.retry': step,
} satisfies Record<ReportRunEventType | 'report_run.created', z.ZodType<Record<string, unknown>>>;

export const reportRunEvents: EventStream = {
  type: reportRunDefinition.name,
  payloads: reportRunPayloads,
};
