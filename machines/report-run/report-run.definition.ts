import type { SnapshotFrom } from 'xstate';
import { reportRunActionMeta, type ReportRunAction } from '../../src/domain/policy/reports';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import type { ReportRunEvent } from './report-run.events';
import { guardFailures, guardRules, type GuardName, type ReportRunFacts } from './report-run.rules';
import { reportRunWorkflow } from './report-run.workflow';

import { reportRunStatuses, type ReportRunStatus } from '../../src/domain/reports/statuses';

export { reportRunStatuses, type ReportRunStatus };

export interface ReportRunStored {
  status: ReportRunStatus;
}
export type ReportRunSubject = WorkflowSubject<ReportRunStored, ReportRunFacts>;

/** The report run lifecycle as the workflow kit reads it: one definition for browser and server. */
export const reportRunDefinition = defineWorkflow<
  ReportRunStored,
  ReportRunFacts,
  ReportRunAction,
  ReportRunEvent
>({
  name: 'report_run',
  plural: 'reports',
  chart: reportRunWorkflow,
  actions: reportRunActionMeta,
  eventFor: (_action, user) => ({ type: 'report_run.retry', user }),
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({
    status: (snapshot as SnapshotFrom<typeof reportRunWorkflow>).value as ReportRunStatus,
  }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
  guards: Object.fromEntries(Object.entries(guardRules).map(([k, v]) => [k, v.description])),
});
