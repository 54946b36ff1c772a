import { z } from 'zod';

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
