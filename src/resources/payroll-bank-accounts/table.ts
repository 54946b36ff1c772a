import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employerColumns, oneEmployer } from '../../server/db/schema/employer-owner';

/**
 * The accounts an employer funds payroll from. The full account number is kept only to move money:
 * sealed (src/server/crypto/vault.ts), never returned by the API, never logged.
 */
export const payrollBankAccounts = pgTable(
  'payroll_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    name: text('name').notNull(),
    bank_name: text('bank_name').notNull(),
    routing_number: text('routing_number').notNull(),
    account_last4: text('account_last4').notNull(),
    /** Sealed; `account_last4` is the only part in clear. */
    account_number: text('account_number').notNull(),
    created_by: uuid('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_bank_accounts_partner_idx').on(t.partner_id, t.name),
    index('payroll_bank_accounts_eor_idx').on(t.eor_id, t.name),
    oneEmployer('payroll_bank_accounts', t),
  ],
);
