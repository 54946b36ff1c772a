import type { SnapshotFrom } from 'xstate';
import { payrollRunActionMeta, type PayrollRunAction } from '../../src/domain/policy/payroll';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { eventForAction, type PayrollRunEvent } from './payroll-run.events';
import {
  guardFailures,
  guardRules,
  type GuardName,
  type PayrollRunFacts,
} from './payroll-run.rules';
import { payrollRunWorkflow } from './payroll-run.workflow';

export const payrollRunStatuses = [
  'pre_draft',
  'pending',
  'processing',
  'paid',
  'partially_paid',
  'failed',
] as const;
export type PayrollRunStatus = (typeof payrollRunStatuses)[number];

export interface PayrollRunStored {
  status: PayrollRunStatus;
}
export type PayrollRunSubject = WorkflowSubject<PayrollRunStored, PayrollRunFacts>;

/** The payroll run lifecycle as the workflow kit reads it: one definition for browser and server. */
export const payrollRunDefinition = defineWorkflow<
  PayrollRunStored,
  PayrollRunFacts,
  PayrollRunAction,
  PayrollRunEvent
>({
  name: 'payroll_run',
  plural: 'payroll runs',
  chart: payrollRunWorkflow,
  actions: payrollRunActionMeta,
  eventFor: (action, user, texts) =>
    (action === 'return'
      ? { type: eventForAction[action], user, reason: texts.reason ?? '' }
      : { type: eventForAction[action], user }) as PayrollRunEvent,
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({
    status: (snapshot as SnapshotFrom<typeof payrollRunWorkflow>).value as PayrollRunStatus,
  }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
  guards: Object.fromEntries(Object.entries(guardRules).map(([k, v]) => [k, v.description])),
});

/** What the chart reads of a run as the API sends it. */
export const subjectOfPayrollRun = (r: {
  status: PayrollRunStatus;
  preview_lines: number;
  computed: boolean;
  failed_paychecks: number;
  requires_second_approver: boolean;
  submitted_by: string | null;
}): PayrollRunSubject => ({
  stored: { status: r.status },
  facts: {
    lines: r.preview_lines,
    computed: r.computed,
    failedPaychecks: r.failed_paychecks,
    requiresSecondApprover: r.requires_second_approver,
    submittedBy: r.submitted_by,
  },
});
