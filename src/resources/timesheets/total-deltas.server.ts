import { sql } from 'drizzle-orm';
import { rawRows } from '../../server/db/raw-rows';
import type { ServiceJob } from '../../domain/logs/kinds';
import type { CatchUpTask } from '../../server/kit/catch-up';

/** Delta rows merged per statement, so a long backlog never holds a long lock. */
export const MERGE_BATCH = 20_000;

/**
 * Merges one table of appended deltas into one row per key (its `keys` columns), oldest rows first,
 * one batch per job, up to the last row there when the task began (the merged rows are appended
 * after it). A writer appending meanwhile is never waited for; two merges of the same rows cannot
 * both count them (the second's delete finds them gone).
 */
function deltaCompaction(
  job: ServiceJob,
  table: string,
  keys: string[],
  what: string,
): CatchUpTask {
  const t = sql.identifier(table);
  const columns = sql.raw(keys.map((k) => `"${k}"`).join(', '));
  const groups = sql.raw(keys.map((_, i) => i + 1).join(', '));
  return {
    job,
    async batch(deps, _day, cursor) {
      const until =
        cursor ??
        rawRows<{ id: string }>(
          await deps.db.execute(sql`select coalesce(max(id), 0)::text as id from ${t}`),
        )[0]!.id;
      const answer = await deps.db.execute(sql`
        with gone as (
          delete from ${t} where id in (
            select id from ${t} where id <= ${until} order by id limit ${MERGE_BATCH})
          returning ${columns}, n, hours_hundredths),
        merged as (
          insert into ${t} (${columns}, n, hours_hundredths)
          select ${columns}, sum(n), sum(hours_hundredths) from gone
          group by ${groups} having sum(n) <> 0 or sum(hours_hundredths) <> 0
          returning 1)
        select (select count(*) from gone)::int as merged`);
      const merged = rawRows<{ merged: number }>(answer)[0]!.merged;
      return { handled: merged, next: merged === MERGE_BATCH ? until : null };
    },
    summary: (rows) => `Merged ${rows} rows of the timesheet totals kept ${what}`,
  };
}

/** The deltas kept across tenants (`timesheet_total_deltas`): one row per status, billing, paid and month. */
export const totalsCompaction = deltaCompaction(
  'totals_compaction',
  'timesheet_total_deltas',
  ['status', 'billing', 'paid', 'month'],
  'across tenants',
);

/** The deltas kept per partner and EOR (`timesheet_tenant_deltas`): one row per tenant and key. */
export const tenantTotalsCompaction = deltaCompaction(
  'tenant_totals_compaction',
  'timesheet_tenant_deltas',
  ['partner_id', 'eor_id', 'status', 'billing', 'paid', 'month'],
  'per tenant',
);
