import { z } from 'zod';

/**
 * A payroll funding account as the API shows it: the account number never leaves the server, only
 * its last four digits, masked (`••••1234`).
 */
export const PayrollBankAccount = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  name: z.string(),
  bank_name: z.string(),
  routing_number: z.string(),
  account_last4: z.string(),
  created_at: z.string(),
});
export type PayrollBankAccount = z.infer<typeof PayrollBankAccount>;
