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
import { adjustmentActionMeta, type Adjustment, type AdjustmentAction } from './contract';
import type { AdjustmentDirection, AdjustmentStatus } from './query';

const reason = ActionTexts.shape.reason;

/** The acting user travels in every event; the server overwrites it from the session. */
export const AdjustmentEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('adjustment.edit'), user: User }),
  z.object({ type: z.literal('adjustment.approve'), user: User }),
  z.object({ type: z.literal('adjustment.reject'), user: User, reason }),
  z.object({ type: z.literal('adjustment.reverse'), user: User, reason }),
  z.object({ type: z.literal('adjustment.markInvoiced'), user: User }),
  z.object({ type: z.literal('adjustment.markPaid'), user: User }),
  /** Billing only, no API action: the invoice it was on was voided. */
  z.object({ type: z.literal('adjustment.unmarkInvoiced'), user: User }),
]);
export type AdjustmentEvent = z.infer<typeof AdjustmentEvent>;
export type AdjustmentEventType = AdjustmentEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const adjustmentEventForAction: Record<AdjustmentAction, AdjustmentEventType> = {
  approve: 'adjustment.approve',
  reject: 'adjustment.reject',
  reverse: 'adjustment.reverse',
  mark_invoiced: 'adjustment.markInvoiced',
  mark_paid: 'adjustment.markPaid',
};

/** What the guards read of a stored adjustment beyond its status; JSON-serialisable. */
export interface AdjustmentFacts {
  direction: AdjustmentDirection;
  /** Its bill is on an invoice (draft or sent): no longer reversible while the invoice stands. */
  on_invoice: boolean;
}

type AdjustmentCheck = Check<AdjustmentFacts, AdjustmentEvent>;
const may = (action: keyof typeof adjustmentActionMeta) =>
  capabilityCheck<AdjustmentFacts, AdjustmentEvent>(adjustmentActionMeta[action]);

const hasReason: AdjustmentCheck = (_f, e) =>
  'reason' in e && e.reason ? null : 'It needs a reason.';
// Those who may reverse an adjustment are those who add them (canWriteAdjustments): they also correct it.
const writes: AdjustmentCheck = (_f, e) =>
  adjustmentActionMeta.reverse.may(e.user) ? null : 'Only those who add adjustments may edit them.';
const notOnInvoice: AdjustmentCheck = (f) =>
  f.on_invoice ? 'It is on a client invoice; it can no longer be reversed.' : null;
const offInvoice: AdjustmentCheck = (f) =>
  f.on_invoice ? 'It is still on a client invoice; only voiding that invoice frees it.' : null;
const billed: AdjustmentCheck = (f) =>
  f.direction === 'bill'
    ? null
    : 'Only a bill adjustment goes on a client invoice; this one is on pay.';
const paid: AdjustmentCheck = (f) =>
  f.direction === 'pay' ? null : 'Only a pay adjustment is paid to the worker; this one is billed.';

/** Every guard of the chart, by capability, with its business rule in words. */
export const adjustmentRules = {
  canEditAdjustment: {
    description: 'Those who add adjustments may correct one while it is pending.',
    checks: [writes],
  },
  canApproveAdjustment: {
    description:
      'The employer (admins, EORs, self-employer partners) approves it for billing or payroll.',
    checks: [may('approve')],
  },
  canRejectAdjustment: {
    description: 'The employer rejects it, always with a reason.',
    checks: [may('reject'), hasReason],
  },
  canReverseAdjustment: {
    description:
      'Those who add adjustments reverse one, with a reason, until it is invoiced or paid.',
    checks: [may('reverse'), hasReason, notOnInvoice],
  },
  canMarkInvoiced: {
    description: 'Billing puts an approved bill adjustment on a client invoice.',
    checks: [may('mark_invoiced'), billed],
  },
  canUnmarkInvoiced: {
    description:
      'Billing takes it off an invoice that was voided, approved again to be invoiced anew.',
    checks: [may('mark_invoiced'), billed, offInvoice],
  },
  canMarkPaid: {
    description: 'Payroll pays an approved pay adjustment to the worker.',
    checks: [may('mark_paid'), paid],
  },
} satisfies Record<string, GuardRule<AdjustmentFacts, AdjustmentEvent>>;

const rule = (name: keyof typeof adjustmentRules) => ({
  guard: name,
  description: adjustmentRules[name].description,
});

/**
 * One adjustment's lifecycle (spec §3, §6): added pending, approved by the employer, then put on an
 * invoice (bill) or paid (pay) by billing and payroll. Reversible until invoiced or paid; voiding the
 * invoice it was sent on returns it to approved. States equal the `status` column.
 */
export const adjustmentWorkflow = setup({
  types: {
    context: {} as AdjustmentFacts,
    events: {} as AdjustmentEvent,
    input: {} as AdjustmentFacts,
  },
  guards: chartGuards(adjustmentRules),
}).createMachine({
  id: 'adjustment',
  description:
    'An extra amount on a worker’s pay or a client’s bill: approval, then invoice or payment; reversible until then; a voided invoice frees it.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'Added and waiting for the employer’s approval; it can still be corrected.',
      on: {
        'adjustment.edit': { target: 'pending', ...rule('canEditAdjustment') },
        'adjustment.approve': { target: 'approved', ...rule('canApproveAdjustment') },
        'adjustment.reject': { target: 'rejected', ...rule('canRejectAdjustment') },
        'adjustment.reverse': { target: 'reversed', ...rule('canReverseAdjustment') },
      },
    },
    approved: {
      description:
        'Approved: billing or payroll takes it next. It can no longer be edited, only reversed.',
      on: {
        'adjustment.reverse': { target: 'reversed', ...rule('canReverseAdjustment') },
        'adjustment.markInvoiced': { target: 'invoiced', ...rule('canMarkInvoiced') },
        'adjustment.markPaid': { target: 'paid', ...rule('canMarkPaid') },
      },
    },
    invoiced: {
      description:
        'On a sent client invoice: it can no longer be reversed; voiding that invoice frees it for another.',
      on: {
        'adjustment.unmarkInvoiced': { target: 'approved', ...rule('canUnmarkInvoiced') },
      },
    },
    paid: { type: 'final', description: 'Paid to the worker: it can no longer be reversed.' },
    rejected: { type: 'final', description: 'Rejected with a reason: nothing more happens to it.' },
    reversed: {
      type: 'final',
      description:
        'Reversed with a reason before it was invoiced or paid: nothing more happens to it.',
    },
  },
});

/** The stored column that holds the chart's state. */
export interface AdjustmentStored {
  status: AdjustmentStatus;
}

export type AdjustmentSubject = WorkflowSubject<AdjustmentStored, AdjustmentFacts>;

/** The adjustment lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const adjustmentDefinition = defineWorkflow<
  AdjustmentStored,
  AdjustmentFacts,
  AdjustmentAction,
  AdjustmentEvent
>({
  name: 'adjustment',
  plural: 'adjustments',
  chart: adjustmentWorkflow,
  actions: adjustmentActionMeta,
  eventFor: (action, user, texts) =>
    ({ type: adjustmentEventForAction[action], user, reason: texts.reason }) as AdjustmentEvent,
  stateValue: (s) => s.status,
  storedOf: (snapshot) => ({ status: snapshot.value as AdjustmentStatus }),
  stateLabel: (s) => s.status,
  guardFailures: (guard, facts, event) => ruleFailures(adjustmentRules, guard, facts, event),
});

/** What the chart reads of an adjustment as the API sends it, so the browser can ask the chart itself. */
export const subjectOfAdjustment = (
  a: Pick<Adjustment, 'status' | 'direction' | 'on_invoice'>,
): AdjustmentSubject => ({
  stored: { status: a.status },
  facts: { direction: a.direction, on_invoice: a.on_invoice },
});
