import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ReportPanelData } from '../../../machines/report-run/report-run-panel.screen';
import type { ReportRequest } from '../../../machines/report-run/report-request.screen';
import { ReportResults, ReportRun } from '../../domain/contracts/reports';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

const RunDetail = z.object({ report_run: ReportRun });

/** The run, and once FINISHED its results (first rows, totals, signed file links). */
export const loadReportPanel = fromPromise<ReportPanelData, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { report_run: run } = RunDetail.parse(await http.get(`reports/${input.id}`, { signal }).json());
    if (run.status !== 'FINISHED' || !run.report_allowed) return { run, results: null };
    return { run, results: ReportResults.parse(await http.get(`reports/${input.id}/results`, { signal }).json()) };
  }),
);

/** "Run report": the new run's id. */
export const runReport = fromPromise<{ id: string }, ReportRequest>(({ input, signal }) =>
  withApiErrors(async () => z.object({ id: z.uuid() }).parse(await http.post('reports', { json: input, signal }).json())),
);
