import { z } from 'zod';
import { capabilityCheck, type Check } from '../../../machines/kit/rules';
import {
  defineStatusWorkflow,
  type EventOf,
  type StatusCheckEvent,
} from '../../../machines/kit/status-workflow';
import { IsoDate } from '../../domain/contracts/calendar';
import {
  adjustmentActionMeta,
  AdjustmentAmount,
  AdjustmentDirection,
  AdjustmentPayer,
  AdjustmentType,
  type Adjustment,
} from './contract';
import type { AdjustmentStatus } from './query';

const facts = z.object({
  direction: AdjustmentDirection,
  /** Its bill is on an invoice (draft or sent): no longer reversible while the invoice stands. */
  on_invoice: z.boolean(),
});
/** What the guards read of a stored adjustment beyond its status; JSON-serialisable. */
export type AdjustmentFacts = z.infer<typeof facts>;
type AdjustmentCheck = Check<AdjustmentFacts, StatusCheckEvent>;

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

/** What an adjustment is, as its creation records it and an edit changes it (the contractor stays). */
export const adjustmentFields = {
  client_id: z.uuid().nullable(),
  assignment_id: z.uuid().nullable(),
  direction: AdjustmentDirection,
  payer: AdjustmentPayer,
  type: AdjustmentType,
  amount_cents: AdjustmentAmount,
  date: IsoDate,
  notes: z.string().nullable(),
};

/**
 * One adjustment's lifecycle (spec §3, §6): added pending, approved by the employer, then put on an
 * invoice (bill) or paid (pay) by billing and payroll. Reversible until invoiced or paid; voiding the
 * invoice it was sent on returns it to approved. States equal the `status` column.
 */
export const adjustmentStatusWorkflow = defineStatusWorkflow({
  name: 'adjustment',
  plural: 'adjustments',
  description:
    'An extra amount on a worker’s pay or a client’s bill: approval, then invoice or payment; reversible until then; a voided invoice frees it.',
  facts,
  actions: adjustmentActionMeta,
  initial: 'pending',
  statuses: {
    pending: {
      description: 'Added and waiting for the employer’s approval; it can still be corrected.',
      on: { edit: 'pending', approve: 'approved', reject: 'rejected', reverse: 'reversed' },
    },
    approved: {
      description:
        'Approved: billing or payroll takes it next. It can no longer be edited, only reversed.',
      on: { reverse: 'reversed', markInvoiced: 'invoiced', markPaid: 'paid' },
    },
    invoiced: {
      description:
        'On a sent client invoice: it can no longer be reversed; voiding that invoice frees it for another.',
      on: { unmarkInvoiced: 'approved' },
    },
    paid: { final: true, description: 'Paid to the worker: it can no longer be reversed.' },
    rejected: { final: true, description: 'Rejected with a reason: nothing more happens to it.' },
    reversed: {
      final: true,
      description:
        'Reversed with a reason before it was invoiced or paid: nothing more happens to it.',
    },
  },
  events: {
    /** The form's PATCH, no API action. */
    edit: {
      records: z.object(adjustmentFields).partial().shape,
      guard: {
        name: 'canEditAdjustment',
        description: 'Those who add adjustments may correct one while it is pending.',
        checks: [writes],
      },
    },
    approve: {
      action: 'approve',
      at: 'approved_at',
      guard: {
        name: 'canApproveAdjustment',
        description:
          'The employer (admins, EORs, self-employer partners) approves it for billing or payroll.',
      },
    },
    reject: {
      action: 'reject',
      guard: {
        name: 'canRejectAdjustment',
        description: 'The employer rejects it, always with a reason.',
      },
    },
    reverse: {
      action: 'reverse',
      guard: {
        name: 'canReverseAdjustment',
        description:
          'Those who add adjustments reverse one, with a reason, until it is invoiced or paid.',
        checks: [notOnInvoice],
      },
    },
    markInvoiced: {
      action: 'mark_invoiced',
      guard: {
        name: 'canMarkInvoiced',
        description: 'Billing puts an approved bill adjustment on a client invoice.',
        checks: [billed],
      },
    },
    /** Billing only, no API action: the invoice it was on was voided. */
    unmarkInvoiced: {
      records: { invoice_id: z.uuid() },
      guard: {
        name: 'canUnmarkInvoiced',
        description:
          'Billing takes it off an invoice that was voided, approved again to be invoiced anew.',
        checks: [capabilityCheck(adjustmentActionMeta.mark_invoiced), billed, offInvoice],
      },
    },
    markPaid: {
      action: 'mark_paid',
      guard: {
        name: 'canMarkPaid',
        description: 'Payroll pays an approved pay adjustment to the worker.',
        checks: [paid],
      },
    },
  },
});

export const {
  chart: adjustmentWorkflow,
  definition: adjustmentDefinition,
  eventForAction: adjustmentEventForAction,
} = adjustmentStatusWorkflow;
export type AdjustmentEvent = EventOf<typeof adjustmentStatusWorkflow>;
export type AdjustmentStored = { status: AdjustmentStatus };

/** What the chart reads of an adjustment as the API sends it, so the browser can ask the chart itself. */
export const subjectOfAdjustment = (a: Pick<Adjustment, 'status' | 'direction' | 'on_invoice'>) =>
  adjustmentStatusWorkflow.subject(a.status, { direction: a.direction, on_invoice: a.on_invoice });
