import type { UserType } from '../contracts/enums';
import { canSensitive, isOwner, type Subject } from './capabilities';

/** Which bank methods a page manages: payouts are money paid to the caller, payments money it pays. */
export type BankMethodKind = 'payout' | 'payment';

const PAYOUT_TYPES: readonly UserType[] = ['partner', 'eor', 'sales_partner'];
const PAYMENT_TYPES: readonly UserType[] = ['client', 'eor', 'partner'];

/** Spec §2: Payout Methods are for the owner of a partner, eor or sales partner with sensitive access. */
export const canManagePayoutMethods = (user: Subject) =>
  isOwner(user) && canSensitive(user) && PAYOUT_TYPES.includes(user.user_type);

/** Spec §2: Payment Methods are for the owner of a client, eor or partner with sensitive access. */
export const canManagePaymentMethods = (user: Subject) =>
  isOwner(user) && canSensitive(user) && PAYMENT_TYPES.includes(user.user_type);

export const canManageBankMethods = (user: Subject, kind: BankMethodKind) =>
  kind === 'payout' ? canManagePayoutMethods(user) : canManagePaymentMethods(user);
