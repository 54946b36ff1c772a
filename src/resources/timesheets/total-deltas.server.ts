import { sql } from 'drizzle-orm';
import { rawRows } from '../../server/db/raw-rows';
import type { CatchUpTask } from '../../server/kit/catch-up';

/** Delta rows merged per statement, so a long backlog never holds a long lock. */
export const MERGE_BATCH = 20_000;

/**
 * Merges the deltas kept across tenants (`timesheet_total_deltas`) into one row per status,
 * billing, paid and month, oldest rows first, one batch per job, up to the last row there when the
 * task began (the merged rows are appended after it). A writer appending meanwhile is never
 * waited for; two merges of the same rows cannot both count them (the second's delete finds them
 * gone).
 */
export const totalsCompaction: CatchUpTask = {
  job: 'totals_compaction',
  async batch(deps, _day, cursor) {
    const until =
      cursor ??
      rawRows<{ id: string }>(
        await deps.db.execute(
          sql`select coalesce(max(id), 0)::text as id from timesheet_total_deltas`,
        ),
      )[0]!.id;
    const answer = await deps.db.execute(sql`
      with gone as (
        delete from timesheet_total_deltas where id in (
          select id from timesheet_total_deltas where id <= ${until} order by id limit ${MERGE_BATCH})
        returning status, billing, paid, month, n, hours_hundredths),
      merged as (
        insert into timesheet_total_deltas (status, billing, paid, month, n, hours_hundredths)
        select status, billing, paid, month, sum(n), sum(hours_hundredths) from gone
        group by 1, 2, 3, 4 having sum(n) <> 0 or sum(hours_hundredths) <> 0
        returning 1)
      select (select count(*) from gone)::int as merged`);
    const merged = rawRows<{ merged: number }>(answer)[0]!.merged;
    return { handled: merged, next: merged === MERGE_BATCH ? until : null };
  },
  summary: (rows) => `Merged ${rows} rows of the timesheet totals kept across tenants`,
};
