import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { eventHash, type HashedFields } from '../events/canonical';
import { arrayLiteral, awaitedLater } from '../events/chain';

/** Staged events read per query: bounds memory whatever the batch. */
const PAGE = 20_000;

/** The columns an event is stored with, in one order for the staging table and the log. */
const COLUMNS = sql.raw(
  'id, stream_type, stream_id, version, type, payload, actor_user_id, actor_role, ip, user_agent, location, occurred_at',
);

type Staged = Omit<HashedFields, 'occurred_at' | 'prev_hash'> & { id: string; occurred_at: string };

/**
 * The seed's staging tables: events as the bulk SQL writes them (ids from the log's own sequence),
 * and their hashes. Dropped with the seed's transaction.
 */
export async function createEventStaging(tx: Tx): Promise<void> {
  await tx.execute(
    sql`create temporary table scale_events (like events including defaults) on commit drop`,
  );
  await tx.execute(sql`create index on scale_events (id)`);
  await tx.execute(
    sql`create temporary table scale_hashes (id bigint, prev_hash text, hash text) on commit drop`,
  );
}

const pageAfter = async (tx: Tx, after: string): Promise<Staged[]> =>
  (
    (await tx.execute(sql`
      select id, stream_type, stream_id, version, type, payload, actor_user_id, actor_role, ip, user_agent, location,
             to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at
      from scale_events where id > ${after}::bigint order by id limit ${PAGE}`)) as unknown as {
      rows: Staged[];
    }
  ).rows;

/**
 * Moves the staged events into the log with their hashes, each written once: hashing them after
 * an insert rewrote every row of the log and all five of its indexes (issue 31: 100 s of the seed at
 * 1,000,000 timesheets, and a vacuum of as many dead rows after). Each staged stream is new and
 * its events follow one another by id (one statement wrote each timesheet's events in order); a row
 * out of that order stops the seed rather than chain wrongly. The next page is read and the last
 * page's hashes stored while this one is hashed.
 */
export async function chainStaged(tx: Tx): Promise<number> {
  let chained = 0;
  let last: { stream_type: string; stream_id: string; version: number; hash: string } | null = null;
  let storing: Promise<unknown> = Promise.resolve();
  let next = pageAfter(tx, '0');
  for (;;) {
    const rows = await next;
    if (!rows.length) break;
    next = awaitedLater(rows.length < PAGE ? Promise.resolve([]) : pageAfter(tx, rows.at(-1)!.id));
    const prevs: (string | null)[] = [];
    const hashes: string[] = [];
    for (const row of rows) {
      const same =
        last !== null && last.stream_type === row.stream_type && last.stream_id === row.stream_id;
      const expected = same ? last!.version + 1 : 1;
      if (row.version !== expected)
        throw new Error(
          `seed:scale: staged event ${row.id} is version ${row.version} of its stream, ${expected} expected`,
        );
      const prev_hash = same ? last!.hash : null;
      const hash = eventHash({ ...row, occurred_at: new Date(row.occurred_at), prev_hash });
      prevs.push(prev_hash);
      hashes.push(hash);
      last = { ...row, hash };
    }
    await storing;
    storing = awaitedLater(
      tx.execute(sql`
        insert into scale_hashes
        select * from unnest(${arrayLiteral(rows.map((r) => r.id))}::bigint[], ${arrayLiteral(prevs)}::text[], ${arrayLiteral(hashes)}::text[])`),
    );
    chained += rows.length;
  }
  await storing;
  await tx.execute(sql`
    insert into events (${COLUMNS}, prev_hash, hash)
    select s.*, h.prev_hash, h.hash from (select ${COLUMNS} from scale_events) s join scale_hashes h on h.id = s.id
    order by s.id`);
  await tx.execute(sql`truncate scale_events, scale_hashes`);
  return chained;
}
