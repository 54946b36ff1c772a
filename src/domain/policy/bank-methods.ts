import type { UserType } from '../contracts/enums';
import { canSensitive, isContractor, isOwner, partnerOf, type Subject } from './capabilities';

/**
 * Which bank methods a page manages: payouts are money paid to the caller, payments money it pays,
 * a pay card the account of the card a contractor's wages are loaded to.
 */
export type BankMethodKind = 'payout' | 'payment' | 'pay_card';

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

const MANAGES: Record<BankMethodKind, (user: Subject) => boolean> = {
  payout: canManagePayoutMethods,
  payment: canManagePaymentMethods,
  pay_card: canManagePayCard,
};

export const canManageBankMethods = (user: Subject, kind: BankMethodKind) => MANAGES[kind](user);
