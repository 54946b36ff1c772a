import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accountingAccounts, eors, partners } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { employerName } from '../../server/routes/payroll-config/employer';
import type { AccountingAccount } from './contract';
import type { accountingAccountsQuery } from './query';

/** "code · name": how an account reads in choices, mappings and journal lines. */
export const accountLabel = (a: { code: string; name: string }) => `${a.code} · ${a.name}`;

const rows = (db: Db) =>
  db
    .select({ a: accountingAccounts, employer_name: employerName })
    .from(accountingAccounts)
    .leftJoin(partners, eq(partners.id, accountingAccounts.partner_id))
    .leftJoin(eors, eq(eors.id, accountingAccounts.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** An employer's chart of accounts. */
export const accountsServer: ResourceServer<
  Row,
  AccountingAccount,
  typeof accountingAccountsQuery
> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(accountingAccounts).$dynamic(),
    keys: (db) => db.select({ id: accountingAccounts.id }).from(accountingAccounts).$dynamic(),
    id: accountingAccounts.id,
    filters: {
      name: sql`(${accountingAccounts.code} || ' ' || ${accountingAccounts.name})`,
      type: accountingAccounts.type,
      partner_id: accountingAccounts.partner_id,
    },
    sorts: {
      code: [accountingAccounts.code],
      name: [accountingAccounts.name],
      type: [accountingAccounts.type, accountingAccounts.code],
    },
  },
  scope: { partner_id: accountingAccounts.partner_id, eor_id: accountingAccounts.eor_id },
  toDto: ({ a, employer_name }) => ({
    id: a.id,
    partner_id: a.partner_id,
    eor_id: a.eor_id,
    employer_name,
    code: a.code,
    name: a.name,
    label: accountLabel(a),
    type: a.type,
    active: a.active,
    created_at: a.created_at,
  }),
};
