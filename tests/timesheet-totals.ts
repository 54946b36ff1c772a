import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { rawRows } from '../src/server/db/raw-rows';

/**
 * Where the deltas kept across tenants (summed per status, billing, paid and month) and a recount of
 * the timesheets disagree, both ways: none when the totals are exact.
 */
export async function totalDeltasDisagreement(db: Db): Promise<unknown[]> {
  const answer = await db.execute(sql`
    with counted as (
      select status, billing, paid, date_trunc('month', date)::date as month, count(*)::int as n, sum(hours_hundredths)::bigint as hours
      from timesheets group by 1, 2, 3, 4),
    kept as (
      select status, billing, paid, month, sum(n)::int as n, sum(hours_hundredths)::bigint as hours
      from timesheet_total_deltas group by 1, 2, 3, 4 having sum(n) <> 0 or sum(hours_hundredths) <> 0)
    (select * from counted except select * from kept) union all (select * from kept except select * from counted)`);
  return rawRows(answer);
}

/**
 * Where the deltas kept per partner and EOR (summed per tenant, status, billing, paid and month) and
 * a recount of the timesheets disagree, both ways: none when the totals are exact.
 */
export async function tenantDeltasDisagreement(db: Db): Promise<unknown[]> {
  const answer = await db.execute(sql`
    with counted as (
      select partner_id, eor_id, status, billing, paid, date_trunc('month', date)::date as month, count(*)::int as n, sum(hours_hundredths)::bigint as hours
      from timesheets group by 1, 2, 3, 4, 5, 6),
    kept as (
      select partner_id, eor_id, status, billing, paid, month, sum(n)::int as n, sum(hours_hundredths)::bigint as hours
      from timesheet_tenant_deltas group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0 or sum(hours_hundredths) <> 0)
    (select * from counted except select * from kept) union all (select * from kept except select * from counted)`);
  return rawRows(answer);
}
