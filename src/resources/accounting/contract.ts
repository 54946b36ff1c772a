import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { defineResource } from '../../domain/resources/define';
import { ACCOUNT_TYPES, MAPPING_ITEMS } from './items';
import {
  accountingAccountsQuery,
  accountingDefaultConfigsQuery,
  accountingMappingsQuery,
} from './query';

const employer = {
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
};

/** One account of an employer's chart of accounts. */
export const AccountingAccount = z.object({
  id: z.uuid(),
  ...employer,
  code: z.string(),
  name: z.string(),
  /** "code · name", as choices and journal lines show it. */
  label: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  active: z.boolean(),
  created_at: z.string(),
});
export type AccountingAccount = z.infer<typeof AccountingAccount>;

const chosen = z.uuid().nullable();
const shown = z.string().nullable();

/** The accounts an employer's items post to when no mapping names another. */
export const AccountingDefaultConfig = z.object({
  id: z.uuid(),
  ...employer,
  receivables_account_id: chosen,
  receivables_account: shown,
  revenue_account_id: chosen,
  revenue_account: shown,
  payroll_expense_account_id: chosen,
  payroll_expense_account: shown,
  tax_liabilities_account_id: chosen,
  tax_liabilities_account: shown,
  cash_account_id: chosen,
  cash_account: shown,
  created_at: z.string(),
});
export type AccountingDefaultConfig = z.infer<typeof AccountingDefaultConfig>;

/** One item of the product posted to one account. */
export const AccountingMapping = z.object({
  id: z.uuid(),
  ...employer,
  item: z.enum(MAPPING_ITEMS),
  item_label: z.string(),
  account_id: z.uuid(),
  account: z.string(),
  created_at: z.string(),
});
export type AccountingMapping = z.infer<typeof AccountingMapping>;

export const JOURNAL_SOURCES = [
  'invoice',
  'invoice_void',
  'payment',
  'payment_reversal',
  'payroll_run',
] as const;

export const JournalLine = z.object({
  item: z.enum(MAPPING_ITEMS),
  item_label: z.string(),
  /** Null while neither a mapping nor the default configuration names an account for the item. */
  account: z.object({ id: z.uuid(), code: z.string(), name: z.string() }).nullable(),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
});
export type JournalLine = z.infer<typeof JournalLine>;

export const JournalEntry = z.object({
  id: z.string(),
  date: z.string(),
  source: z.enum(JOURNAL_SOURCES),
  source_id: z.uuid(),
  reference: z.string(),
  memo: z.string(),
  lines: z.array(JournalLine),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** `GET /v2/accounting_journal`: a page of a period's entries and the period's totals. */
export const JournalPage = z.object({
  data: z.array(JournalEntry),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.string(),
    to: z.string(),
    employer_name: z.string(),
    total_debit_cents: z.number().int(),
    total_credit_cents: z.number().int(),
    /** Items posted in the period that no account takes yet: the export waits for them. */
    unmapped: z.array(z.string()),
  }),
});
export type JournalPage = z.infer<typeof JournalPage>;

/** The longest period one journal or export covers: a fiscal year, with a leap day. */
export const JOURNAL_MAX_DAYS = 366;

export const JOURNAL_FORMATS = ['json', 'csv', 'iif'] as const;

/** `GET /v2/accounting_journal`'s query: a period, and for an admin whose books. */
export const JournalQuery = z
  .object({
    from: IsoDate,
    to: IsoDate,
    partner_id: z.uuid().optional(),
    eor_id: z.uuid().optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(50),
    format: z.enum(JOURNAL_FORMATS).default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'The period ends before it starts', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < JOURNAL_MAX_DAYS, {
    message: `A period covers at most ${JOURNAL_MAX_DAYS} days`,
    path: ['to'],
  });
export type JournalQuery = z.infer<typeof JournalQuery>;

function daysBetween(from: string, to: string) {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export const accountingAccountsResource = defineResource({
  name: 'accounting_accounts',
  apiPath: '/accounting_accounts',
  specPaths: ['/accounting_accounts'],
  detailPath: '/accounting_accounts/{id}',
  labels: {
    singular: 'Account',
    plural: 'Accounts',
    title: 'Accounting Accounts',
    caption: 'The chart of accounts journal lines post to',
  },
  item: AccountingAccount,
  query: accountingAccountsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'code', value: (r) => r.code },
    { header: 'name', value: (r) => r.name },
    { header: 'type', value: (r) => r.type },
    { header: 'active', value: (r) => r.active },
  ],
  actions: {},
});

export const accountingDefaultConfigsResource = defineResource({
  name: 'accounting_default_configs',
  apiPath: '/accounting_default_configs',
  specPaths: ['/accounting_default_configs'],
  detailPath: '/accounting_default_configs/{id}',
  labels: {
    singular: 'Accounting config',
    plural: 'Accounting configs',
    title: 'Accounting Configs',
    caption: 'Default accounts by employer',
    noun: 'configurations',
    empty: 'No default accounts yet: add them so the journal can post.',
    count: ['employer', 'employers'],
  },
  item: AccountingDefaultConfig,
  query: accountingDefaultConfigsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'receivables', value: (r) => r.receivables_account },
    { header: 'revenue', value: (r) => r.revenue_account },
    { header: 'payroll_expense', value: (r) => r.payroll_expense_account },
    { header: 'tax_liabilities', value: (r) => r.tax_liabilities_account },
    { header: 'cash', value: (r) => r.cash_account },
  ],
  actions: {},
});

export const accountingMappingsResource = defineResource({
  name: 'accounting_mappings',
  apiPath: '/accounting_mappings',
  specPaths: ['/accounting_mappings'],
  detailPath: '/accounting_mappings/{id}',
  labels: {
    singular: 'Mapping',
    plural: 'Mappings',
    title: 'Accounting Mappings',
    caption:
      'Items posted to an account of their own; every other item posts to its default account',
    empty: 'No mappings: every item posts to its default account.',
  },
  item: AccountingMapping,
  query: accountingMappingsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'item', value: (r) => r.item_label },
    { header: 'account', value: (r) => r.account },
  ],
  actions: {},
});
