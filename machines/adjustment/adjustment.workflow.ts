import { setup } from 'xstate';
import { chartGuards } from '../kit/rules';
import type { AdjustmentEvent } from './adjustment.events';
import { adjustmentRules as r, type AdjustmentFacts } from './adjustment.rules';

/**
 * One adjustment's lifecycle (spec §3, §6): added pending, approved by the employer, then put on an
 * invoice (bill) or paid (pay) by billing and payroll. Reversible until invoiced or paid. States equal
 * the `status` column.
 */
export const adjustmentWorkflow = setup({
  types: { context: {} as AdjustmentFacts, events: {} as AdjustmentEvent, input: {} as AdjustmentFacts },
  guards: chartGuards(r),
}).createMachine({
  id: 'adjustment',
  description: 'An extra amount on a worker’s pay or a client’s bill: approval, then invoice or payment; reversible until then.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'Added and waiting for the employer’s approval; it can still be corrected.',
      on: {
        'adjustment.edit': { target: 'pending', guard: 'canEditAdjustment', description: r.canEditAdjustment.description },
        'adjustment.approve': { target: 'approved', guard: 'canApproveAdjustment', description: r.canApproveAdjustment.description },
        'adjustment.reject': { target: 'rejected', guard: 'canRejectAdjustment', description: r.canRejectAdjustment.description },
        'adjustment.reverse': { target: 'reversed', guard: 'canReverseAdjustment', description: r.canReverseAdjustment.description },
      },
    },
    approved: {
      description: 'Approved: billing or payroll takes it next. It can no longer be edited, only reversed.',
      on: {
        'adjustment.reverse': { target: 'reversed', guard: 'canReverseAdjustment', description: r.canReverseAdjustment.description },
        'adjustment.markInvoiced': { target: 'invoiced', guard: 'canMarkInvoiced', description: r.canMarkInvoiced.description },
        'adjustment.markPaid': { target: 'paid', guard: 'canMarkPaid', description: r.canMarkPaid.description },
      },
    },
    invoiced: { type: 'final', description: 'On a client invoice: it can no longer be reversed.' },
    paid: { type: 'final', description: 'Paid to the worker: it can no longer be reversed.' },
    rejected: { type: 'final', description: 'Rejected with a reason: nothing more happens to it.' },
    reversed: { type: 'final', description: 'Reversed with a reason before it was invoiced or paid: nothing more happens to it.' },
  },
});
