import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { ReportRunRow } from './queries';

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The one reducer of report run events. `rows_done` also moves outside events while a worker reads
 * (its progress); `start` resets it and `finish` settles it. A retry clears what the failed run left.
 */
export function projectReportRun(row: ReportRunRow | null, e: ProjectedEvent): ReportRunRow {
  const p = e.payload;
  if (e.type === 'report_run.created') {
    return {
      id: String(p.id),
      partner_id: str(p.partner_id),
      eor_id: str(p.eor_id),
      report: String(p.report),
      params: p.params as Record<string, unknown>,
      status: 'PENDING',
      rows_total: 0,
      rows_done: 0,
      failure_reason: null,
      preview: [],
      totals: null,
      csv_file_id: null,
      xlsx_file_id: null,
      pdf_file_id: null,
      requested_by: String(p.requested_by),
      schedule_id: str(p.schedule_id),
      slot: str(p.slot),
      started_at: null,
      finished_at: null,
      created_at: e.occurred_at,
      version: e.version,
    };
  }
  if (!row) throw new Error(`${e.type} before report_run.created`);
  const next: ReportRunRow = {
    ...row,
    status: (p.to as { status: string }).status,
    version: e.version,
  };
  switch (e.type) {
    case 'report_run.start':
      return { ...next, rows_total: Number(p.total), rows_done: 0, started_at: e.occurred_at };
    case 'report_run.finish':
      return {
        ...next,
        rows_total: Number(p.rows),
        rows_done: Number(p.rows),
        csv_file_id: str(p.csv_file_id),
        xlsx_file_id: str(p.xlsx_file_id),
        pdf_file_id: str(p.pdf_file_id),
        preview: p.preview as Record<string, unknown>[],
        totals: p.totals as Record<string, unknown>,
        finished_at: e.occurred_at,
      };
    case 'report_run.fail':
      return { ...next, failure_reason: String(p.reason), finished_at: e.occurred_at };
    case 'report_run.retry':
      return {
        ...next,
        failure_reason: null,
        rows_done: 0,
        rows_total: 0,
        started_at: null,
        finished_at: null,
      };
    default:
      return next;
  }
}
