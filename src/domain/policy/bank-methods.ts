import type { UserType } from '../contracts/enums';
import { canSensitive, isContractor, isOwner, type Subject } from './capabilities';

/**
 * Which bank methods a page manages: payouts are money paid to the caller's organisation, payments
 * money it pays, direct deposit the account a contractor's own pay goes to (spec §4's step).
 */
export type BankMethodKind = 'payout' | 'payment' | 'direct_deposit';

const PAYOUT_TYPES: readonly UserType[] = ['partner', 'eor', 'sales_partner'];
const PAYMENT_TYPES: readonly UserType[] = ['client', 'eor', 'partner'];

/** Spec §2: Payout Methods are for the owner of a partner, eor or sales partner with sensitive access. */
export const canManagePayoutMethods = (user: Subject) =>
  isOwner(user) && canSensitive(user) && PAYOUT_TYPES.includes(user.user_type);

/** Spec §2: Payment Methods are for the owner of a client, eor or partner with sensitive access. */
export const canManagePaymentMethods = (user: Subject) =>
  isOwner(user) && canSensitive(user) && PAYMENT_TYPES.includes(user.user_type);

/** A contractor keeps its own direct deposit account; no one else sees or changes it. */
export const canManageDirectDeposit = isContractor;

export const canManageBankMethods = (user: Subject, kind: BankMethodKind) =>
  kind === 'payout'
    ? canManagePayoutMethods(user)
    : kind === 'payment'
      ? canManagePaymentMethods(user)
      : canManageDirectDeposit(user);
