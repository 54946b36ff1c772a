import { isAdmin, isEor, isPartner, type Subject } from '../../domain/policy/capabilities';

/**
 * The books of an employer (a partner or an EOR): its chart of accounts, mappings and journal.
 * Spec §6 names no matrix for them; they are the company's ledger, so its owner and finance staff
 * keep them, and admins keep every employer's.
 */
const BOOKKEEPING_ROLES: readonly string[] = ['owner', 'finance'];

export const canKeepBooks = (user: Subject) =>
  isAdmin(user) ||
  ((isPartner(user) || isEor(user)) && user.role !== null && BOOKKEEPING_ROLES.includes(user.role));

export const ACCOUNTING_REFUSED =
  "Accounting is for admins and an employer's owner or finance staff";
