import { and, eq, isNotNull, not, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankMethods, contractors, payrollBankAccounts } from '../db/schema';
import { lastFour } from '../../domain/validation/bank-account';
import { sealI9Numbers } from './seal-i9-numbers';
import type { Vault } from './vault';

export const SSN_COLUMN = 'contractors.ssn';
export const ACCOUNT_NUMBER_COLUMN = 'bank_methods.account_number';
export const PAYROLL_ACCOUNT_NUMBER_COLUMN = 'payroll_bank_accounts.account_number';

const clear = (column: Parameters<typeof like>[0]) => not(like(column, 'enc:v1:%'));

/**
 * Seals personal numbers still in clear: rows written by the seed, or by a version of the product
 * that stored them in plain text. Idempotent; runs on every start.
 */
export async function sealPersonalNumbers(db: Db, vault: Vault): Promise<number> {
  let sealed = 0;
  const people = await db
    .select({ id: contractors.id, ssn: contractors.ssn })
    .from(contractors)
    .where(and(isNotNull(contractors.ssn), clear(contractors.ssn)));
  for (const p of people) {
    if (!p.ssn) continue;
    await db
      .update(contractors)
      .set({ ssn: vault.seal(SSN_COLUMN, p.ssn), ssn_last4: lastFour(p.ssn) })
      .where(and(eq(contractors.id, p.id), eq(contractors.ssn, p.ssn)));
    sealed++;
  }
  const accounts = await db
    .select({ id: bankMethods.id, number: bankMethods.account_number })
    .from(bankMethods)
    .where(clear(bankMethods.account_number));
  for (const a of accounts) {
    await db
      .update(bankMethods)
      .set({ account_number: vault.seal(ACCOUNT_NUMBER_COLUMN, a.number) })
      .where(and(eq(bankMethods.id, a.id), eq(bankMethods.account_number, a.number)));
    sealed++;
  }
  const funding = await db
    .select({ id: payrollBankAccounts.id, number: payrollBankAccounts.account_number })
    .from(payrollBankAccounts)
    .where(clear(payrollBankAccounts.account_number));
  for (const a of funding) {
    await db
      .update(payrollBankAccounts)
      .set({
        account_number: vault.seal(PAYROLL_ACCOUNT_NUMBER_COLUMN, a.number),
        account_last4: lastFour(a.number),
      })
      .where(
        and(eq(payrollBankAccounts.id, a.id), eq(payrollBankAccounts.account_number, a.number)),
      );
    sealed++;
  }
  return sealed + (await sealI9Numbers(db, vault));
}
