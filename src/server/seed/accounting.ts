import { eq, inArray } from 'drizzle-orm';
import type { AccountType, MappingItem } from '../../resources/accounting/items';
import type { Tx } from '../db/client';
import {
  accountingAccounts,
  accountingDefaultConfigs,
  accountingMappings,
  eors,
  partners,
} from '../db/schema';
import type { Employer } from '../routes/payroll-config/employer';

/** A small staffing company's chart of accounts, numbered the usual way (1xxx assets … 6xxx expenses). */
const CHART: [code: string, name: string, type: AccountType][] = [
  ['1000', 'Operating cash', 'asset'],
  ['1200', 'Accounts receivable', 'asset'],
  ['2100', 'Payroll tax liabilities', 'liability'],
  ['2200', 'Sales tax payable', 'liability'],
  ['2300', 'Employee deductions payable', 'liability'],
  ['4000', 'Staffing revenue', 'revenue'],
  ['4100', 'Overtime revenue', 'revenue'],
  ['4900', 'Reimbursed expenses revenue', 'revenue'],
  ['6000', 'Wages', 'expense'],
  ['6100', 'Employer payroll taxes', 'expense'],
  ['6200', 'Expense reimbursements', 'expense'],
];

/** Items posted apart from their default account; overtime is left for the demo to map. */
const MAPPED: [MappingItem, code: string][] = [
  ['sales_tax', '2200'],
  ['employer_taxes', '6100'],
  ['deductions', '2300'],
  ['expenses', '6200'],
  ['invoice_expense', '4900'],
];

async function books(tx: Tx, employer: Employer) {
  const rows = await tx
    .insert(accountingAccounts)
    .values(CHART.map(([code, name, type]) => ({ ...employer, code, name, type })))
    .returning({ id: accountingAccounts.id, code: accountingAccounts.code });
  const id = (code: string) => rows.find((r) => r.code === code)!.id;
  await tx.insert(accountingDefaultConfigs).values({
    ...employer,
    receivables_account_id: id('1200'),
    revenue_account_id: id('4000'),
    payroll_expense_account_id: id('6000'),
    tax_liabilities_account_id: id('2100'),
    cash_account_id: id('1000'),
  });
  await tx
    .insert(accountingMappings)
    .values(MAPPED.map(([item, code]) => ({ ...employer, item, account_id: id(code) })));
}

/** Acme, SelfCo and Globalhire keep books: a chart, default accounts and a few mappings each. */
export async function seedAccounting(tx: Tx): Promise<void> {
  const found = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(inArray(partners.subdomain, ['acme', 'selfco']));
  const [eor] = await tx
    .select({ id: eors.id })
    .from(eors)
    .where(eq(eors.entity_name, 'Globalhire EOR'));
  for (const p of found) await books(tx, { partner_id: p.id, eor_id: null });
  if (eor) await books(tx, { partner_id: null, eor_id: eor.id });
}
