import { setup } from 'xstate';
import { chartGuards } from '../kit/rules';
import type { TimeOffRequestEvent } from './time-off-request.events';
import { timeOffRules as r, type TimeOffFacts } from './time-off-request.rules';

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
  guards: chartGuards(r),
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
          description: r.canEditTimeOff.description,
        },
        'timeOffRequest.approve': {
          target: 'approved',
          guard: 'canApproveTimeOff',
          description: r.canApproveTimeOff.description,
        },
        'timeOffRequest.reject': {
          target: 'rejected',
          guard: 'canRejectTimeOff',
          description: r.canRejectTimeOff.description,
        },
        'timeOffRequest.cancel': {
          target: 'cancelled',
          guard: 'canCancelTimeOff',
          description: r.canCancelTimeOff.description,
        },
      },
    },
    approved: {
      description: 'Approved: the hours are deducted from the balance.',
      on: {
        'timeOffRequest.cancel': {
          target: 'cancelled',
          guard: 'canCancelTimeOff',
          description: r.canCancelTimeOff.description,
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
