import { z } from 'zod';
import { reportRunDefinition, type ReportRunStored } from './chart';
import { ReportRun } from './contract';
import { canSeeReports } from './policy';
import { reportRuns } from '../../server/db/schema';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { reportRunEvents } from './events.server';
import { projectReportRun } from './projection';
import {
  reportRunDto,
  reportRunRows,
  reportRunScope,
  type ReportRunRecord,
  type ReportRunRow,
} from './queries';

export const REPORTS_ACCESS = {
  allowed: canSeeReports,
  message: 'You are not allowed to see reports',
};

/** The report run lifecycle on the server: the shared definition plus its table, DTO, reducer and payloads. */
export const reportRunServer = defineWorkflowServer({
  definition: reportRunDefinition,
  apiPath: '/reports',
  itemKey: 'report_run',
  item: ReportRun,
  actionBody: z.object({}),
  rows: reportRunRows,
  id: reportRuns.id,
  scope: reportRunScope,
  access: REPORTS_ACCESS,
  toDto: reportRunDto,
  row: (j: ReportRunRecord) => j.r,
  storedOf: (r: ReportRunRow): ReportRunStored => ({
    status: r.status as ReportRunStored['status'],
  }),
  facts: (j: ReportRunRecord) => ({ report: j.r.report }),
  table: reportRuns,
  reduce: projectReportRun,
  events: reportRunEvents,
});
