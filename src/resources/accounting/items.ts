/**
 * What the product posts to the books, one key per kind of amount, and the default account role
 * each falls back to when the employer maps it to no account of its own.
 */
export const ACCOUNT_ROLES = [
  'receivables',
  'revenue',
  'payroll_expense',
  'tax_liabilities',
  'cash',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  receivables: 'Accounts receivable',
  revenue: 'Revenue',
  payroll_expense: 'Payroll expense',
  tax_liabilities: 'Tax liabilities',
  cash: 'Cash',
};

/** Invoice line types as billing writes them (transaction item kinds). */
export const INVOICE_LINE_KINDS = [
  'regular',
  'overtime',
  'double_overtime',
  'holiday',
  'expense',
  'adjustment',
] as const;

export const MAPPING_ITEMS = [
  'receivables',
  'invoice_regular',
  'invoice_overtime',
  'invoice_double_overtime',
  'invoice_holiday',
  'invoice_expense',
  'invoice_adjustment',
  'sales_tax',
  'payments',
  'paychecks',
  'expenses',
  'employer_taxes',
  'taxes_withheld',
  'deductions',
  'net_pay',
] as const;
export type MappingItem = (typeof MAPPING_ITEMS)[number];

export const MAPPING_ITEM_LABELS: Record<MappingItem, string> = {
  receivables: 'Invoices owed by clients',
  invoice_regular: 'Invoice lines: regular hours',
  invoice_overtime: 'Invoice lines: overtime',
  invoice_double_overtime: 'Invoice lines: double overtime',
  invoice_holiday: 'Invoice lines: holiday hours',
  invoice_expense: 'Invoice lines: expenses',
  invoice_adjustment: 'Invoice lines: adjustments',
  sales_tax: 'Sales tax collected',
  payments: 'Payments received',
  paychecks: 'Paychecks: wages',
  expenses: 'Paychecks: expense reimbursements',
  employer_taxes: 'Employer taxes',
  taxes_withheld: 'Taxes withheld and employer taxes owed',
  deductions: 'Paycheck deductions owed',
  net_pay: 'Net pay paid out',
};

/** The default account an item posts to without a mapping of its own. */
export const DEFAULT_ROLE: Record<MappingItem, AccountRole> = {
  receivables: 'receivables',
  invoice_regular: 'revenue',
  invoice_overtime: 'revenue',
  invoice_double_overtime: 'revenue',
  invoice_holiday: 'revenue',
  invoice_expense: 'revenue',
  invoice_adjustment: 'revenue',
  sales_tax: 'tax_liabilities',
  payments: 'cash',
  paychecks: 'payroll_expense',
  expenses: 'payroll_expense',
  employer_taxes: 'payroll_expense',
  taxes_withheld: 'tax_liabilities',
  deductions: 'tax_liabilities',
  net_pay: 'cash',
};

/** The item an invoice line of this kind posts as; a kind billing adds later counts as regular work. */
export const invoiceLineItem = (kind: string): MappingItem =>
  (INVOICE_LINE_KINDS as readonly string[]).includes(kind)
    ? (`invoice_${kind}` as MappingItem)
    : 'invoice_regular';

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  revenue: 'Revenue',
  expense: 'Expense',
};
