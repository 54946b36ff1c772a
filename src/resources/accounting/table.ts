import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employerColumns, oneEmployer } from '../../server/db/schema/employer-owner';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * An employer's chart of accounts (spec `/accounting_accounts`): what its journal lines post to.
 * The code is unique per employer, as an accounting system's account number is.
 */
export const accountingAccounts = pgTable(
  'accounting_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<'asset' | 'liability' | 'equity' | 'revenue' | 'expense'>().notNull(),
    active: boolean('active').notNull().default(true),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounting_accounts_partner_code_idx').on(t.partner_id, t.code),
    uniqueIndex('accounting_accounts_eor_code_idx').on(t.eor_id, t.code),
    oneEmployer('accounting_accounts', t),
  ],
);

const account = (name: string) => uuid(name).references(() => accountingAccounts.id);

/**
 * The accounts every item posts to unless a mapping names another (spec
 * `/accounting_default_configs`): one row per employer.
 */
export const accountingDefaultConfigs = pgTable(
  'accounting_default_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    receivables_account_id: account('receivables_account_id'),
    revenue_account_id: account('revenue_account_id'),
    payroll_expense_account_id: account('payroll_expense_account_id'),
    tax_liabilities_account_id: account('tax_liabilities_account_id'),
    cash_account_id: account('cash_account_id'),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounting_default_configs_partner_idx').on(t.partner_id),
    uniqueIndex('accounting_default_configs_eor_idx').on(t.eor_id),
    oneEmployer('accounting_default_configs', t),
  ],
);

/** One product item (an invoice line type, payments, wages, …) posted to one account (spec `/accounting_mappings`). */
export const accountingMappings = pgTable(
  'accounting_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    item: text('item').notNull(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accountingAccounts.id),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounting_mappings_partner_item_idx').on(t.partner_id, t.item),
    uniqueIndex('accounting_mappings_eor_item_idx').on(t.eor_id, t.item),
    index('accounting_mappings_account_idx').on(t.account_id),
    oneEmployer('accounting_mappings', t),
  ],
);
