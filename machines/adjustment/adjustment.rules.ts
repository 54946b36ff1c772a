import type { AdjustmentDirection } from '../../src/domain/adjustments/vocabulary';
import { adjustmentActionMeta, canWriteAdjustments } from '../../src/domain/policy/adjustments';
import { capabilityCheck, type Check, type GuardRule } from '../kit/rules';
import type { AdjustmentEvent } from './adjustment.events';

/** What the guards read of a stored adjustment beyond its status; JSON-serialisable. */
export interface AdjustmentFacts {
  direction: AdjustmentDirection;
  /** Its bill is on an invoice (draft or sent): no longer reversible while the invoice stands. */
  on_invoice: boolean;
}

type AdjustmentCheck = Check<AdjustmentFacts, AdjustmentEvent>;
const may = (action: keyof typeof adjustmentActionMeta) => capabilityCheck<AdjustmentFacts, AdjustmentEvent>(adjustmentActionMeta[action]);

const hasReason: AdjustmentCheck = (_f, e) => ('reason' in e && e.reason ? null : 'It needs a reason.');
const writes: AdjustmentCheck = (_f, e) => (canWriteAdjustments(e.user) ? null : 'Only those who add adjustments may edit them.');
const notOnInvoice: AdjustmentCheck = (f) => (f.on_invoice ? 'It is on a client invoice; it can no longer be reversed.' : null);
const offInvoice: AdjustmentCheck = (f) =>
  f.on_invoice ? 'It is still on a client invoice; only voiding that invoice frees it.' : null;
const billed: AdjustmentCheck = (f) => (f.direction === 'bill' ? null : 'Only a bill adjustment goes on a client invoice; this one is on pay.');
const paid: AdjustmentCheck = (f) => (f.direction === 'pay' ? null : 'Only a pay adjustment is paid to the worker; this one is billed.');

/** Every guard of the chart, by capability, with its business rule in words. */
export const adjustmentRules = {
  canEditAdjustment: { description: 'Those who add adjustments may correct one while it is pending.', checks: [writes] },
  canApproveAdjustment: { description: 'The employer (admins, EORs, self-employer partners) approves it for billing or payroll.', checks: [may('approve')] },
  canRejectAdjustment: { description: 'The employer rejects it, always with a reason.', checks: [may('reject'), hasReason] },
  canReverseAdjustment: {
    description: 'Those who add adjustments reverse one, with a reason, until it is invoiced or paid.',
    checks: [may('reverse'), hasReason, notOnInvoice],
  },
  canMarkInvoiced: { description: 'Billing puts an approved bill adjustment on a client invoice.', checks: [may('mark_invoiced'), billed] },
  canUnmarkInvoiced: {
    description: 'Billing takes it off an invoice that was voided, approved again to be invoiced anew.',
    checks: [may('mark_invoiced'), billed, offInvoice],
  },
  canMarkPaid: { description: 'Payroll pays an approved pay adjustment to the worker.', checks: [may('mark_paid'), paid] },
} satisfies Record<string, GuardRule<AdjustmentFacts, AdjustmentEvent>>;
