import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import type { ReportPanelData } from './panel.screen';
import type { ReportRequest } from './request.screen';
import type { ScheduleDraft, SchedulesData } from './schedules.screen';
import { REPORT_KEYS, type ReportKey } from '../../domain/reports/keys';
import type { ReportGrants } from './grants.screen';
import { ReportRecipient, ReportResults, ReportRun, ReportSchedule } from './contract';
import { http } from '../../app/lib/http';
import { withApiErrors } from '../../app/actors/api-error';

const RunDetail = z.object({ report_run: ReportRun });

/** The run, and once FINISHED its results (first rows, totals, signed file links). */
export const loadReportPanel = fromPromise<ReportPanelData, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { report_run: run } = RunDetail.parse(
      await http.get(`reports/${input.id}`, { signal }).json(),
    );
    if (run.status !== 'FINISHED' || !run.report_allowed) return { run, results: null };
    return {
      run,
      results: ReportResults.parse(
        await http.get(`reports/${input.id}/results`, { signal }).json(),
      ),
    };
  }),
);

/** "Run report": the new run's id. */
export const runReport = fromPromise<{ id: string }, ReportRequest>(({ input, signal }) =>
  withApiErrors(async () =>
    z.object({ id: z.uuid() }).parse(await http.post('reports', { json: input, signal }).json()),
  ),
);

const Schedules = z.object({ data: z.array(ReportSchedule) });
const Recipients = z.object({ data: z.array(ReportRecipient) });

/** The schedules, and who the chosen report may be mailed to. */
export const loadSchedules = fromPromise<SchedulesData, { report: ReportKey }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const [schedules, recipients] = await Promise.all([
        http.get('report_schedules', { signal }).json(),
        http
          .get('report_schedules/recipients', { searchParams: { report: input.report }, signal })
          .json(),
      ]);
      return {
        schedules: Schedules.parse(schedules).data,
        recipients: Recipients.parse(recipients).data,
      };
    }),
);

export const createSchedule = fromPromise<unknown, ScheduleDraft>(({ input, signal }) =>
  withApiErrors(() => http.post('report_schedules', { json: input, signal }).json()),
);

export const changeSchedule = fromPromise<
  unknown,
  { kind: 'pause'; id: string; paused: boolean } | { kind: 'delete'; id: string }
>(({ input, signal }) =>
  withApiErrors(async () =>
    input.kind === 'pause'
      ? http
          .patch(`report_schedules/${input.id}`, { json: { paused: input.paused }, signal })
          .json()
      : http.delete(`report_schedules/${input.id}`, { signal }).then(() => null),
  ),
);

const Grants = z.object({
  allowed_reports: z.array(z.enum(REPORT_KEYS)),
  runs: z.array(z.enum(REPORT_KEYS)),
  grantable: z.boolean(),
});

/** A user's report grants (admins). */
export const loadGrants = fromPromise<ReportGrants, { userId: string }>(({ input, signal }) =>
  withApiErrors(async () =>
    Grants.parse(await http.get(`users/${input.userId}/allowed_reports`, { signal }).json()),
  ),
);

export const saveGrants = fromPromise<
  ReportGrants,
  { userId: string; allowed_reports: ReportKey[] }
>(({ input, signal }) =>
  withApiErrors(async () =>
    Grants.parse(
      await http
        .put(`users/${input.userId}/allowed_reports`, {
          json: { allowed_reports: input.allowed_reports },
          signal,
        })
        .json(),
    ),
  ),
);

/** One schedule for its detail page (schedules keep no history of their own on the page). */
export const loadScheduleDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => ({
    item: ReportSchedule.parse(await http.get(`report_schedules/${input.id}`, { signal }).json()),
    history: null,
  })),
);

/** A schedule's own steps on its page: pause or resume it; answers what happened, in words. */
export const runScheduleStep = fromPromise<string, { id: string; step: string }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const paused = input.step === 'pause';
      await http.patch(`report_schedules/${input.id}`, { json: { paused }, signal }).json();
      return paused ? 'Paused: it makes no runs until resumed.' : 'Resumed.';
    }),
);
