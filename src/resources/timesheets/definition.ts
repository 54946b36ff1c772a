import type { Timesheet } from './contract';
import { timesheetActionMeta, type TimesheetAction } from '../../domain/policy/timesheet-decisions';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import {
  eventForAction,
  type TimesheetEvent,
  guardFailures,
  guardRules,
  type GuardName,
  type TimesheetFacts,
  timesheetWorkflow,
} from './chart';
import {
  stateLabel,
  stateValueOf,
  storedStateOf,
  type StoredState,
  type TimesheetSnapshot,
} from './state';

export type TimesheetSubject = WorkflowSubject<StoredState, TimesheetFacts>;

/** The timesheet lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const timesheetDefinition = defineWorkflow<
  StoredState,
  TimesheetFacts,
  TimesheetAction,
  TimesheetEvent
>({
  name: 'timesheet',
  plural: 'timesheets',
  chart: timesheetWorkflow,
  actions: timesheetActionMeta,
  eventFor: (action, user, texts) =>
    ({
      type: eventForAction[action],
      user,
      reason: texts.reason,
      evidence: texts.evidence,
      location: texts.location,
    }) as TimesheetEvent,
  stateValue: stateValueOf,
  storedOf: (snapshot) => storedStateOf(snapshot as TimesheetSnapshot),
  stateLabel,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
  guards: Object.fromEntries(
    Object.entries(guardRules).map(([name, rule]) => [name, rule.description]),
  ),
});

/** What the chart reads of a timesheet as the API sends it, so the browser can ask the chart itself. */
export const subjectOfTimesheet = (
  t: Pick<
    Timesheet,
    | 'status'
    | 'billing'
    | 'paid'
    | 'requires_signature'
    | 'client_billing_invoice_date'
    | 'payroll_submission_date'
    | 'pay_on_paid_paycheck'
  >,
): TimesheetSubject => ({
  stored: { status: t.status, billing: t.billing, paid: t.paid },
  facts: {
    requiresSignature: t.requires_signature,
    invoiced: Boolean(t.client_billing_invoice_date),
    payrollSubmitted: Boolean(t.payroll_submission_date),
    paycheckPaid: t.pay_on_paid_paycheck,
  },
});
