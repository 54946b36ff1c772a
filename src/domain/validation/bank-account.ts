import { z } from 'zod';

export const ROUTING_NUMBER_FORMAT = 'Routing number must be 9 digits';
export const ROUTING_NUMBER_CHECKSUM = 'Invalid routing number';
export const ACCOUNT_NUMBER_FORMAT = 'Account number must be 4 to 17 digits';
export const ACCOUNT_HOLDER_REQUIRED = 'Account holder is required';
export const BANK_NAME_REQUIRED = 'Bank name is required';

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** The ABA check digit: the weighted digit sum (3, 7, 1 repeating) is a multiple of ten. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const sum = ABA_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

export const RoutingNumber = z
  .string()
  .trim()
  .regex(/^\d{9}$/, ROUTING_NUMBER_FORMAT)
  // Only nine digits have a check digit to test; anything else already has its one message.
  .refine((v) => !/^\d{9}$/.test(v) || isValidRoutingNumber(v), ROUTING_NUMBER_CHECKSUM);

export const AccountNumber = z
  .string()
  .trim()
  .regex(/^\d{4,17}$/, ACCOUNT_NUMBER_FORMAT);

export const AccountHolder = z.string().trim().min(1, ACCOUNT_HOLDER_REQUIRED).max(120);
export const BankName = z.string().trim().min(1, BANK_NAME_REQUIRED).max(120);

/** What a person types to add a bank account; the server parses the same schema. */
export const BankAccountInput = z.object({
  account_holder: AccountHolder,
  bank_name: BankName,
  routing_number: RoutingNumber,
  account_number: AccountNumber,
});
export type BankAccountInput = z.infer<typeof BankAccountInput>;
export type BankAccountField = keyof BankAccountInput;
export type BankAccountErrors = Partial<Record<BankAccountField, string>>;

/** The first message per field, or an empty object when the input is valid. */
export function bankAccountErrors(input: BankAccountInput): BankAccountErrors {
  const result = BankAccountInput.safeParse(input);
  if (result.success) return {};
  const errors: BankAccountErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BankAccountField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The last four digits, the only part of an account number ever shown. */
export const lastFour = (accountNumber: string) => accountNumber.trim().slice(-4);

/** How an account is shown: `••••1234`. */
export const maskAccount = (last4: string) => `••••${last4}`;
