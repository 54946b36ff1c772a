import {
  canCreatePayments,
  canEditPayments,
  canSensitive,
  isClient,
  isOwner,
  type Subject,
} from '../../domain/policy/capabilities';

/** A client pays its own invoices on /pay: its owner or a user with sensitive access. */
export const canPayInvoices = (user: Subject) =>
  isClient(user) && (isOwner(user) || canSensitive(user));

/** Who records payments received (spec §6) or pays through /pay; allocating and deciding is admin's. */
export const canRecordPayments = canCreatePayments;
export const canAllocatePayments = canEditPayments;
