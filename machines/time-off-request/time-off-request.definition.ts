import type { TimeOffRequest } from '../../src/domain/contracts/pto';
import { timeOffActionMeta, type TimeOffAction } from '../../src/domain/policy/pto';
import type { TimeOffStatus } from '../../src/domain/pto/vocabulary';
import { ruleFailures } from '../kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { timeOffEventForAction, type TimeOffRequestEvent } from './time-off-request.events';
import { timeOffRules, type TimeOffFacts } from './time-off-request.rules';
import { timeOffRequestWorkflow } from './time-off-request.workflow';

/** The stored column that holds the chart's state. */
export interface TimeOffStored {
  status: TimeOffStatus;
}

export type TimeOffSubject = WorkflowSubject<TimeOffStored, TimeOffFacts>;

/** The time-off lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const timeOffRequestDefinition = defineWorkflow<
  TimeOffStored,
  TimeOffFacts,
  TimeOffAction,
  TimeOffRequestEvent
>({
  name: 'time_off_request',
  plural: 'time off requests',
  chart: timeOffRequestWorkflow,
  actions: timeOffActionMeta,
  eventFor: (action, user, texts) =>
    ({ type: timeOffEventForAction[action], user, reason: texts.reason }) as TimeOffRequestEvent,
  stateValue: (s) => s.status,
  storedOf: (snapshot) => ({ status: snapshot.value as TimeOffStatus }),
  stateLabel: (s) => s.status,
  guardFailures: (guard, facts, event) => ruleFailures(timeOffRules, guard, facts, event),
  guards: Object.fromEntries(
    Object.entries(timeOffRules).map(([name, rule]) => [name, rule.description]),
  ),
});

/** What the chart reads of a request as the API sends it, so the browser can ask the chart itself. */
export const subjectOfTimeOff = (r: TimeOffRequest): TimeOffSubject => ({
  stored: { status: r.status },
  facts: {
    requested_by_user_id: r.requested_by_user_id,
    started: r.started,
    hours_hundredths: r.hours_hundredths,
    available_hundredths: r.available_hundredths,
  },
});
