import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const BATCH = 25_000;

/**
 * Bulk timesheets for benchmarks, spread over the existing assignments and the last two years,
 * written with generate_series in batches. They carry no event history: only the list and its
 * indexes are measured on them.
 */
export async function scaleTimesheets(db: Db, count: number): Promise<number> {
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      with a as (
        select id, contractor_id, client_id, partner_id, eor_id,
               (row_number() over (order by id)) - 1 as n, count(*) over () as total
        from assignments
      )
      insert into timesheets (assignment_id, contractor_id, client_id, partner_id, eor_id, status, billing, paid,
                              date, time_start, time_end, break_time_minutes, hours_hundredths, metadata)
      select a.id, a.contractor_id, a.client_id, a.partner_id, a.eor_id,
             (array['draft','submitted','approved','approved','approved','rejected'])[1 + g % 6],
             case when g % 17 = 0 then 'noBill' else 'billable' end,
             (g % 6 in (2, 3) and g % 5 = 0),
             date '2026-11-16' - (g % 730), '09:00', '17:30', 30 + (g % 4) * 15, 800 - (g % 4) * 25,
             '{"scale": true}'::jsonb
      from generate_series(${from}::int, ${to}::int) g
      join a on a.n = g % a.total`);
  }
  // The visibility map lets the totals use index-only scans straight away.
  await db.execute(sql`vacuum analyze timesheets`);
  return count;
}
