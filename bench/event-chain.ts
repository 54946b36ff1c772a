import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { createPglite } from '../src/server/db/pglite';
import { chainUnchained, verifyEvents } from '../src/server/events/chain';

/**
 * `npx tsx bench/event-chain.ts [events] [postgres url]`: times chaining (the start-up backfill) and
 * verifying a log of `events` (default 1,000,000) in streams of 4, on a fresh in-memory PGlite or an
 * empty PostgreSQL database named by the URL (its events are deleted first).
 */
const count = Number(process.argv[2] ?? 1_000_000);
const url = process.argv[3];
const database: Database = url ? await openPostgres(url) : await openPglite(await createPglite());
const { db } = database;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** CPU time of this process since `from` (the machine may be shared: wall time alone misleads). */
const cpu = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return `${seconds((used.user + used.system) / 1000)} CPU`;
};
try {
  await db.execute(sql`delete from events`);
  let t = performance.now();
  await db.execute(sql`
    insert into events (stream_type, stream_id, version, type, payload, actor_role, ip, occurred_at)
    select 'timesheet', md5((g / 4)::text)::uuid, g % 4 + 1, 'timesheet.step',
           jsonb_build_object('from', jsonb_build_object('status', 'draft', 'paid', false), 'to', jsonb_build_object('status', 'submitted', 'paid', false), 'n', g),
           'admin', '203.0.113.9', timestamptz '2026-01-01' + g * interval '1 second'
    from generate_series(0, ${count - 1}) g`);
  console.log(`inserted ${count} events in ${seconds(performance.now() - t)}`);
  t = performance.now();
  let c = process.cpuUsage();
  console.log(
    `chained ${await chainUnchained(db)} in ${seconds(performance.now() - t)}, ${cpu(c)}`,
  );
  const mem = process.memoryUsage().rss;
  c = process.cpuUsage();
  const report = await verifyEvents(db);
  console.log(
    `verified ${report.events} events in ${report.streams} streams: ok=${report.ok} in ${seconds(report.duration_ms)}, ${cpu(c)}` +
      ` (rss ${Math.round(mem / 2 ** 20)} MB before, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB after)`,
  );
} finally {
  await database.close();
}
