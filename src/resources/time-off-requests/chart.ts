import { z } from 'zod';
import type { Check } from '../../../machines/kit/rules';
import {
  defineStatusWorkflow,
  type EventOf,
  type StatusCheckEvent,
} from '../../../machines/kit/status-workflow';
import { IsoDate } from '../../domain/contracts/calendar';
import { overBalance, RequestedHours, timeOffActionMeta, type TimeOffRequest } from './contract';
import type { TimeOffStatus } from './query';

const facts = z.object({
  requested_by_user_id: z.string().nullable(),
  /** Its first day has come (the server's today). */
  started: z.boolean(),
  hours_hundredths: z.number().int(),
  /** The balance's available hours now: approval deducts from it. */
  available_hundredths: z.number().int(),
});
/** What the guards read of a stored request beyond its status; JSON-serialisable. */
export type TimeOffFacts = z.infer<typeof facts>;
type TimeOffCheck = Check<TimeOffFacts, StatusCheckEvent>;

const requester: TimeOffCheck = (f, e) =>
  f.requested_by_user_id === e.user.id
    ? null
    : 'Only the one who requested it may change or cancel it.';
const notStarted: TimeOffCheck = (f) =>
  f.started ? 'It has started: time already taken is not cancelled.' : null;
const withinBalance: TimeOffCheck = (f) => overBalance(f.hours_hundredths, f.available_hundredths);

/** What a request asks, as its creation records it and an edit changes it (the balance stays). */
export const timeOffFields = {
  start_date: IsoDate,
  end_date: IsoDate,
  hours_hundredths: RequestedHours,
  notes: z.string().nullable(),
};

/**
 * One time-off request: requested by a worker against a PTO balance, then approved (deducting the
 * hours), rejected with a reason, or cancelled by its requester before it starts. States equal the
 * `status` column. Its chart id and event types predate the declaration and stay as stored.
 */
export const timeOffStatusWorkflow = defineStatusWorkflow({
  name: 'time_off_request',
  chartId: 'timeOffRequest',
  eventPrefix: 'timeOffRequest',
  plural: 'time off requests',
  description:
    'Time off against a PTO balance: a decision, and approval deducts the hours; cancellable until it starts.',
  facts,
  actions: timeOffActionMeta,
  initial: 'requested',
  statuses: {
    requested: {
      description:
        'Waiting for a decision; the hours are held back from new requests but not deducted yet.',
      on: { edit: 'requested', approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
    },
    approved: {
      description: 'Approved: the hours are deducted from the balance.',
      on: { cancel: 'cancelled' },
    },
    rejected: { final: true, description: 'Rejected with a reason: nothing is deducted.' },
    cancelled: {
      final: true,
      description: 'Cancelled by its requester before it started: nothing is deducted.',
    },
  },
  events: {
    /** The form's PATCH, no API action. */
    edit: {
      records: z.object(timeOffFields).partial().shape,
      guard: {
        name: 'canEditTimeOff',
        description: 'The one who requested it may change it while it waits for a decision.',
        checks: [requester],
      },
    },
    approve: {
      action: 'approve',
      at: 'decided_at',
      guard: {
        name: 'canApproveTimeOff',
        description:
          'A decider approves it when the balance holds the hours; approval deducts them.',
        checks: [withinBalance],
      },
    },
    reject: {
      action: 'reject',
      at: 'decided_at',
      guard: {
        name: 'canRejectTimeOff',
        description: 'A decider rejects it, always with a reason.',
      },
    },
    cancel: {
      action: 'cancel',
      guard: {
        name: 'canCancelTimeOff',
        description:
          'The one who requested it cancels it before its first day; approved hours return to the balance.',
        checks: [requester, notStarted],
      },
    },
  },
});

export const {
  chart: timeOffRequestWorkflow,
  definition: timeOffRequestDefinition,
  eventForAction: timeOffEventForAction,
} = timeOffStatusWorkflow;
export type TimeOffRequestEvent = EventOf<typeof timeOffStatusWorkflow>;
export type TimeOffStored = { status: TimeOffStatus };

/** What the chart reads of a request as the API sends it, so the browser can ask the chart itself. */
export const subjectOfTimeOff = (r: TimeOffRequest) =>
  timeOffStatusWorkflow.subject(r.status, {
    requested_by_user_id: r.requested_by_user_id,
    started: r.started,
    hours_hundredths: r.hours_hundredths,
    available_hundredths: r.available_hundredths,
  });
