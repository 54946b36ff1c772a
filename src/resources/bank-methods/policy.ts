import type { UserType } from '../../domain/contracts/enums';
import {
  canSensitive,
  isContractor,
  isOwner,
  partnerOf,
  type Subject,
} from '../../domain/policy/capabilities';

/**
 * Which bank methods a page manages: payouts are money paid to the caller's organisation, payments
 * money it pays, a pay card the account of the card a contractor's wages are loaded to, direct
 * deposit the account a contractor's own pay goes to (spec §4's step).
 */
export type BankMethodKind = 'payout' | 'payment' | 'pay_card' | 'direct_deposit';

const PAYOUT_TYPES: readonly UserType[] = ['partner', 'eor', 'sales_partner'];
const PAYMENT_TYPES: readonly UserType[] = ['client', 'eor', 'partner'];

/** Spec §2: Payout Methods are for the owner of a partner, eor or sales partner with sensitive access. */
export const canManagePayoutMethods = (user: Subject) =>
  isOwner(user) && canSensitive(user) && PAYOUT_TYPES.includes(user.user_type);

/** Spec §2: Payment Methods are for the owner of a client, eor or partner with sensitive access. */
export const canManagePaymentMethods = (user: Subject) =>
  isOwner(user) && canSensitive(user) && PAYMENT_TYPES.includes(user.user_type);

/**
 * Spec §2 `/contractor` pay_card, behind the §6 middleware that keeps contractors of a partner that
 * is not self-employer away from it: a self-employer partner's contractor links their own card.
 */
export const canManagePayCard = (user: Subject) =>
  isContractor(user) && Boolean(partnerOf(user)?.self_employer);

/** A contractor keeps its own direct deposit account; no one else sees or changes it. */
export const canManageDirectDeposit = isContractor;

const MANAGES: Record<BankMethodKind, (user: Subject) => boolean> = {
  payout: canManagePayoutMethods,
  payment: canManagePaymentMethods,
  pay_card: canManagePayCard,
  direct_deposit: canManageDirectDeposit,
};

export const canManageBankMethods = (user: Subject, kind: BankMethodKind) => MANAGES[kind](user);
