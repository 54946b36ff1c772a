import type { ActionMeta } from '../workflow/action-meta';
import {
  canCreatePayments,
  canEditPayments,
  canSensitive,
  isClient,
  isOwner,
  type Subject,
} from './capabilities';

/** A client pays its own invoices on /pay: its owner or a user with sensitive access. */
export const canPayInvoices = (user: Subject) =>
  isClient(user) && (isOwner(user) || canSensitive(user));

/** Who records payments received (spec §6) or pays through /pay; allocating and deciding is admin's. */
export const canRecordPayments = canCreatePayments;
export const canAllocatePayments = canEditPayments;

export const paymentActions = ['mark_received', 'retry', 'cancel'] as const;
export type PaymentAction = (typeof paymentActions)[number];

/** Spec §6: "Payments created by employers or self-funded partners; edited by admin." */
export const paymentActionMeta: Record<PaymentAction, ActionMeta> = {
  mark_received: { label: 'Mark received', tone: 'primary', who: 'admins', may: canEditPayments },
  retry: {
    label: 'Retry',
    tone: 'primary',
    who: 'admins or the paying client',
    may: (u) => canEditPayments(u) || canPayInvoices(u),
  },
  cancel: {
    label: 'Cancel payment',
    tone: 'danger',
    confirm: true,
    who: 'admins',
    may: canEditPayments,
  },
};

/**
 * Taking back one allocation of a settled payment (finance allocated to the wrong invoice): spec §6
 * leaves editing payments to admins. Not an `/actions/{action}` of the chart: it names the allocation.
 */
export const removeAllocationMeta: ActionMeta = {
  label: 'Remove allocation',
  tone: 'danger',
  needs: 'reason',
  who: 'admins',
  may: canEditPayments,
};
