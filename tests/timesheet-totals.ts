import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { rawRows } from '../src/server/db/raw-rows';

/**
 * Where a table of kept deltas (summed per its `keys`, each a column of `timesheets` too, and month)
 * and a recount of the timesheets disagree, both ways: none when the totals are exact.
 */
async function deltasDisagreement(db: Db, table: string, keys: string[]): Promise<unknown[]> {
  const columns = sql.raw(keys.join(', '));
  const groups = sql.raw(keys.map((_, i) => i + 1).join(', '));
  const month = sql.raw(String(keys.length + 1));
  const answer = await db.execute(sql`
    with counted as (
      select ${columns}, date_trunc('month', date)::date as month, count(*)::int as n, sum(hours_hundredths)::bigint as hours
      from timesheets group by ${groups}, ${month}),
    kept as (
      select ${columns}, month, sum(n)::int as n, sum(hours_hundredths)::bigint as hours
      from ${sql.identifier(table)} group by ${groups}, ${month} having sum(n) <> 0 or sum(hours_hundredths) <> 0)
    (select * from counted except select * from kept) union all (select * from kept except select * from counted)`);
  return rawRows(answer);
}

/** The deltas kept across tenants, per status, billing, paid and month. */
export const totalDeltasDisagreement = (db: Db) =>
  deltasDisagreement(db, 'timesheet_total_deltas', ['status', 'billing', 'paid']);

/** The deltas kept per partner and EOR, per tenant, status, billing, paid and month. */
export const tenantDeltasDisagreement = (db: Db) =>
  deltasDisagreement(db, 'timesheet_tenant_deltas', [
    'partner_id',
    'eor_id',
    'status',
    'billing',
    'paid',
  ]);

/** The rollups, per tenant, client, status, billing, paid and month. */
export const rollupsDisagreement = (db: Db) =>
  deltasDisagreement(db, 'timesheet_rollups', [
    'partner_id',
    'eor_id',
    'client_id',
    'status',
    'billing',
    'paid',
  ]);
