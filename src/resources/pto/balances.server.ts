import { count, eq, sql } from 'drizzle-orm';
import type { PtoBalance } from './contract';
import type { ptoBalancesQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { ptoBalances, ptoRules, timeOffRequests, users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';

/** Hours of a balance's requests in one status, summed where the balance is read. */
const requestHours = (status: 'approved' | 'requested') =>
  sql<number>`coalesce((select sum(${timeOffRequests.hours_hundredths}) from ${timeOffRequests} where ${timeOffRequests.balance_id} = ${ptoBalances.id} and ${timeOffRequests.status} = ${status}), 0)::int`;
export const usedHundredths = requestHours('approved');
export const requestedHundredths = requestHours('requested');
export const availableOf = sql<number>`(${ptoBalances.accrued_hundredths} - ${ptoBalances.forfeited_hundredths} - ${usedHundredths})::int`;
const contractorName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})`;

export const balanceRows = (db: Db | Tx) =>
  db
    .select({
      b: ptoBalances,
      rule_name: ptoRules.name,
      contractor_name: contractorName,
      used: usedHundredths,
      requested: requestedHundredths,
    })
    .from(ptoBalances)
    .innerJoin(ptoRules, eq(ptoRules.id, ptoBalances.rule_id))
    .leftJoin(users, eq(users.contractor_id, ptoBalances.contractor_id))
    .$dynamic();
export type BalanceRow = Awaited<ReturnType<typeof balanceRows>>[number];

export function balanceDto({
  b,
  rule_name,
  contractor_name,
  used,
  requested,
}: BalanceRow): PtoBalance {
  const name = contractor_name || '--';
  return {
    id: b.id,
    partner_id: b.partner_id,
    rule_id: b.rule_id,
    rule_name,
    contractor_id: b.contractor_id,
    contractor_name: name,
    label: `${rule_name} · ${name}`,
    accrued_hundredths: b.accrued_hundredths,
    forfeited_hundredths: b.forfeited_hundredths,
    used_hundredths: used,
    requested_hundredths: requested,
    available_hundredths: b.accrued_hundredths - b.forfeited_hundredths - used,
    through: b.through,
  };
}

/** "PTO": each worker's balance under each rule; a contractor its own, a partner its workers', admins all. */
export const ptoBalancesServer: ResourceServer<BalanceRow, PtoBalance, typeof ptoBalancesQuery> = {
  query: {
    rows: balanceRows,
    count: (db) => db.select({ n: count() }).from(ptoBalances).$dynamic(),
    id: ptoBalances.id,
    filters: { contractor_id: ptoBalances.contractor_id, rule_id: ptoBalances.rule_id },
    sorts: { contractor: [contractorName], rule: [ptoRules.name], available: [availableOf] },
  },
  scope: { partner_id: ptoBalances.partner_id, contractor_id: ptoBalances.contractor_id },
  toDto: balanceDto,
};
