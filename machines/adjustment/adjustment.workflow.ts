import { setup } from 'xstate';
import { chartGuards } from '../kit/rules';
import type { AdjustmentEvent } from './adjustment.events';
import { adjustmentRules as r, type AdjustmentFacts } from './adjustment.rules';

/**
 * One adjustment's lifecycle (spec §3, §6): added pending, approved by the employer, then put on an
 * invoice (bill) or paid (pay) by billing and payroll. Reversible until invoiced or paid; voiding the
 * invoice it was sent on returns it to approved. States equal the `status` column.
 */
export const adjustmentWorkflow = setup({
  types: { context: {} as AdjustmentFacts, events: {} as AdjustmentEvent, input: {} as AdjustmentFacts },
  guards: chartGuards(r),
}).createMachine({
  id: 'adjustment',
  description: 'An extra amount on a worker’s pay or a client’s bill: approval, then invoice or payment; reversible until then; a voided invoice frees it.',
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
    invoiced: {
      description: 'On a sent client invoice: it can no longer be reversed; voiding that invoice frees it for another.',
      on: {
        'adjustment.unmarkInvoiced': { target: 'approved', guard: 'canUnmarkInvoiced', description: r.canUnmarkInvoiced.description },
      },
    },
    paid: { type: 'final', description: 'Paid to the worker: it can no longer be reversed.' },
    rejected: { type: 'final', description: 'Rejected with a reason: nothing more happens to it.' },
    reversed: { type: 'final', description: 'Reversed with a reason before it was invoiced or paid: nothing more happens to it.' },
  },
});
