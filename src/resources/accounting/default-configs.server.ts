import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import {
  accountingAccounts,
  accountingDefaultConfigs,
  eors,
  partners,
} from '../../server/db/schema';
import type { FormServer } from '../../server/kit/form';
import type { ResourceServer } from '../../server/kit/resource-query';
import {
  employerFor,
  employerName,
  withoutEmployer,
} from '../../server/routes/payroll-config/employer';
import { accountsServer } from './accounts.server';
import type { AccountingDefaultConfig } from './contract';
import { employerOfRow, requireEmployerAccounts } from './employer-accounts.server';
import { roleColumn, type accountingDefaultConfigsForm } from './form';
import { ACCOUNT_ROLES, type AccountRole } from './items';
import type { accountingDefaultConfigsQuery } from './query';

const chosen = Object.fromEntries(
  ACCOUNT_ROLES.map((role) => {
    const a = alias(accountingAccounts, `${role}_account`);
    return [role, a];
  }),
) as unknown as Record<AccountRole, typeof accountingAccounts>;

const labelOf = (a: typeof accountingAccounts) =>
  sql<string | null>`case when ${a.id} is null then null else ${a.code} || ' · ' || ${a.name} end`;

const rows = (db: Db) => {
  let q = db
    .select({
      c: accountingDefaultConfigs,
      employer_name: employerName,
      receivables: labelOf(chosen.receivables),
      revenue: labelOf(chosen.revenue),
      payroll_expense: labelOf(chosen.payroll_expense),
      tax_liabilities: labelOf(chosen.tax_liabilities),
      cash: labelOf(chosen.cash),
    })
    .from(accountingDefaultConfigs)
    .leftJoin(partners, eq(partners.id, accountingDefaultConfigs.partner_id))
    .leftJoin(eors, eq(eors.id, accountingDefaultConfigs.eor_id))
    .$dynamic();
  for (const role of ACCOUNT_ROLES)
    q = q.leftJoin(chosen[role], eq(chosen[role].id, accountingDefaultConfigs[roleColumn(role)]));
  return q;
};
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Each employer's default accounts: one row per employer. */
export const defaultConfigsServer: ResourceServer<
  Row,
  AccountingDefaultConfig,
  typeof accountingDefaultConfigsQuery
> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(accountingDefaultConfigs).$dynamic(),
    id: accountingDefaultConfigs.id,
    filters: { partner_id: accountingDefaultConfigs.partner_id },
    sorts: { employer: [employerName] },
  },
  scope: {
    partner_id: accountingDefaultConfigs.partner_id,
    eor_id: accountingDefaultConfigs.eor_id,
  },
  toDto: ({ c, employer_name, ...labels }) => ({
    id: c.id,
    partner_id: c.partner_id,
    eor_id: c.eor_id,
    employer_name,
    receivables_account_id: c.receivables_account_id,
    receivables_account: labels.receivables,
    revenue_account_id: c.revenue_account_id,
    revenue_account: labels.revenue,
    payroll_expense_account_id: c.payroll_expense_account_id,
    payroll_expense_account: labels.payroll_expense,
    tax_liabilities_account_id: c.tax_liabilities_account_id,
    tax_liabilities_account: labels.tax_liabilities,
    cash_account_id: c.cash_account_id,
    cash_account: labels.cash,
    created_at: c.created_at,
  }),
};

type Input = z.infer<typeof accountingDefaultConfigsForm.input>;

const accountsOf = (input: Partial<Input>) =>
  Object.fromEntries(ACCOUNT_ROLES.map((role) => [roleColumn(role), input[roleColumn(role)]]));

const one = {
  field: 'partner_id' as const,
  message: 'This employer has its configuration already: edit it',
};

export const defaultConfigsFormServer: FormServer<Input> = {
  async create(tx, user, { partner_id, ...input }) {
    const employer = await employerFor(tx, user, partner_id);
    await requireEmployerAccounts(tx, employer, accountsOf(input));
    const [row] = await tx
      .insert(accountingDefaultConfigs)
      .values({ ...employer, ...input })
      .returning({ id: accountingDefaultConfigs.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    const changes = withoutEmployer(patch);
    await requireEmployerAccounts(
      tx,
      await employerOfRow(tx, accountingDefaultConfigs, id),
      accountsOf(changes),
    );
    if (Object.keys(changes).length)
      await tx
        .update(accountingDefaultConfigs)
        .set(changes)
        .where(eq(accountingDefaultConfigs.id, id));
  },
  references: Object.fromEntries(
    ACCOUNT_ROLES.map((role) => [roleColumn(role), { label: 'Account', server: accountsServer }]),
  ),
  unique: {
    accounting_default_configs_partner_idx: one,
    accounting_default_configs_eor_idx: one,
  },
};
