import { z } from 'zod';
import { BankAccountInput } from '../../domain/validation/bank-account';

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

/** The pages a bank link may fill, with their API path segment. */
export const bankLinkPath = {
  direct_deposit: 'direct_deposit',
  payment: 'payment_methods',
} as const;
export type BankLinkPage = keyof typeof bankLinkPath;

/** A provider token as it travels: letters, digits, `-` and `_` only (a NUL byte or a huge string is a 422). */
const Token = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a bank link token');

/** The caller's own short-lived, single-use link token: it opens the provider's account chooser once. */
export const LinkToken = z.object({ link_token: Token, expires_at: z.string() });
export type LinkToken = z.infer<typeof LinkToken>;

export const LinkAccountsRequest = z.object({ link_token: Token });
export const LinkAccount = z.object({
  id: z.string(),
  name: z.string(),
  subtype: z.enum(['checking', 'savings']),
  mask: z.string(),
});
export type LinkAccount = z.infer<typeof LinkAccount>;
export const LinkAccounts = z.object({ institution: z.string(), accounts: z.array(LinkAccount) });
export type LinkAccounts = z.infer<typeof LinkAccounts>;

export const LinkChoice = z.object({
  link_token: Token,
  account_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z_]+$/),
});
export const PublicToken = z.object({ public_token: Token });
export type PublicToken = z.infer<typeof PublicToken>;
