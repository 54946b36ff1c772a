import { setup } from 'xstate';
import { z } from 'zod';
import {
  capabilityCheck,
  chartGuards,
  ruleFailures,
  type Check,
  type GuardRule,
} from '../../../machines/kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { ActionTexts } from '../../domain/contracts/workflow';
import {
  overBalance,
  timeOffActionMeta,
  type TimeOffAction,
  type TimeOffRequest,
} from './contract';
import type { TimeOffStatus } from './query';

const reason = ActionTexts.shape.reason;

/** The acting user travels in every event; the server overwrites it from the session. */
export const TimeOffRequestEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('timeOffRequest.edit'), user: User }),
  z.object({ type: z.literal('timeOffRequest.approve'), user: User }),
  z.object({ type: z.literal('timeOffRequest.reject'), user: User, reason }),
  z.object({ type: z.literal('timeOffRequest.cancel'), user: User }),
]);
export type TimeOffRequestEvent = z.infer<typeof TimeOffRequestEvent>;
export type TimeOffRequestEventType = TimeOffRequestEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const timeOffEventForAction: Record<TimeOffAction, TimeOffRequestEventType> = {
  approve: 'timeOffRequest.approve',
  reject: 'timeOffRequest.reject',
  cancel: 'timeOffRequest.cancel',
};

/** What the guards read of a stored request beyond its status; JSON-serialisable. */
export interface TimeOffFacts {
  requested_by_user_id: string | null;
  /** Its first day has come (the server's today). */
  started: boolean;
  hours_hundredths: number;
  /** The balance's available hours now: approval deducts from it. */
  available_hundredths: number;
}

type TimeOffCheck = Check<TimeOffFacts, TimeOffRequestEvent>;
const may = (action: TimeOffAction) =>
  capabilityCheck<TimeOffFacts, TimeOffRequestEvent>(timeOffActionMeta[action]);

const hasReason: TimeOffCheck = (_f, e) =>
  'reason' in e && e.reason ? null : 'It needs a reason.';
const requester: TimeOffCheck = (f, e) =>
  f.requested_by_user_id === e.user.id
    ? null
    : 'Only the one who requested it may change or cancel it.';
const notStarted: TimeOffCheck = (f) =>
  f.started ? 'It has started: time already taken is not cancelled.' : null;
const withinBalance: TimeOffCheck = (f) => overBalance(f.hours_hundredths, f.available_hundredths);

/** Every guard of the chart, by capability, with its business rule in words. */
export const timeOffRules = {
  canEditTimeOff: {
    description: 'The one who requested it may change it while it waits for a decision.',
    checks: [requester],
  },
  canApproveTimeOff: {
    description: 'A decider approves it when the balance holds the hours; approval deducts them.',
    checks: [may('approve'), withinBalance],
  },
  canRejectTimeOff: {
    description: 'A decider rejects it, always with a reason.',
    checks: [may('reject'), hasReason],
  },
  canCancelTimeOff: {
    description:
      'The one who requested it cancels it before its first day; approved hours return to the balance.',
    checks: [may('cancel'), requester, notStarted],
  },
} satisfies Record<string, GuardRule<TimeOffFacts, TimeOffRequestEvent>>;

/**
 * One time-off request: requested by a worker against a PTO balance, then approved (deducting the
 * hours), rejected with a reason, or cancelled by its requester before it starts. States equal the
 * `status` column.
 */
export const timeOffRequestWorkflow = setup({
  types: {
    context: {} as TimeOffFacts,
    events: {} as TimeOffRequestEvent,
    input: {} as TimeOffFacts,
  },
  guards: chartGuards(timeOffRules),
}).createMachine({
  id: 'timeOffRequest',
  description:
    'Time off against a PTO balance: a decision, and approval deducts the hours; cancellable until it starts.',
  context: ({ input }) => input,
  initial: 'requested',
  states: {
    requested: {
      description:
        'Waiting for a decision; the hours are held back from new requests but not deducted yet.',
      on: {
        'timeOffRequest.edit': {
          target: 'requested',
          guard: 'canEditTimeOff',
          description: timeOffRules.canEditTimeOff.description,
        },
        'timeOffRequest.approve': {
          target: 'approved',
          guard: 'canApproveTimeOff',
          description: timeOffRules.canApproveTimeOff.description,
        },
        'timeOffRequest.reject': {
          target: 'rejected',
          guard: 'canRejectTimeOff',
          description: timeOffRules.canRejectTimeOff.description,
        },
        'timeOffRequest.cancel': {
          target: 'cancelled',
          guard: 'canCancelTimeOff',
          description: timeOffRules.canCancelTimeOff.description,
        },
      },
    },
    approved: {
      description: 'Approved: the hours are deducted from the balance.',
      on: {
        'timeOffRequest.cancel': {
          target: 'cancelled',
          guard: 'canCancelTimeOff',
          description: timeOffRules.canCancelTimeOff.description,
        },
      },
    },
    rejected: { type: 'final', description: 'Rejected with a reason: nothing is deducted.' },
    cancelled: {
      type: 'final',
      description: 'Cancelled by its requester before it started: nothing is deducted.',
    },
  },
});

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
