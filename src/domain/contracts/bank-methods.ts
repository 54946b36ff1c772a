import { z } from 'zod';
import { BankAccountInput } from '../validation/bank-account';

export const BankMethodKind = z.enum(['payout', 'payment', 'pay_card']);

/**
 * A bank method as the API shows it: the account number never leaves the server, only its last
 * four digits, masked (`••••1234`).
 */
export const BankMethod = z.object({
  id: z.string(),
  kind: BankMethodKind,
  account_holder: z.string(),
  bank_name: z.string(),
  routing_number: z.string(),
  account_last4: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type BankMethod = z.infer<typeof BankMethod>;

export const BankMethodList = z.object({ data: z.array(BankMethod) });
export type BankMethodList = z.infer<typeof BankMethodList>;

export const CreateBankMethod = BankAccountInput;
export type CreateBankMethod = z.infer<typeof CreateBankMethod>;

/** The API path segment of each page (`/v2/payout_methods`, `/v2/payment_methods`, `/v2/pay_cards`, `/v2/direct_deposit`). */
export const bankMethodsPath = {
  payout: 'payout_methods',
  payment: 'payment_methods',
  pay_card: 'pay_cards',
  direct_deposit: 'direct_deposit',
} as const;
