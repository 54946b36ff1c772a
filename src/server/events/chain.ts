import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { events } from '../db/schema';
import { nextTurn } from '../kit/next-turn';
import { eventHash, type HashedFields } from './canonical';

/** An event as the chain reads it: what the hash covers, its id, and what it stored. */
const chainColumns = {
  id: events.id,
  stream_type: events.stream_type,
  stream_id: events.stream_id,
  version: events.version,
  type: events.type,
  payload: events.payload,
  actor_user_id: events.actor_user_id,
  actor_role: events.actor_role,
  ip: events.ip,
  user_agent: events.user_agent,
  location: events.location,
  occurred_at: events.occurred_at,
  prev_hash: events.prev_hash,
  hash: events.hash,
};
type ChainRow = HashedFields & { id: number; hash: string | null };

const streamKey = (type: string, id: string, version: number) =>
  `${type}\u0000${id.toLowerCase()}\u0000${version}`;

/** An event about to be appended, before its hashes are known. */
export type Unchained = Omit<HashedFields, 'prev_hash'>;

/**
 * The stored hashes of the events just before these (version - 1 of their streams), read in one
 * query; events earlier in the same list are chained to each other without the database.
 */
export async function chainNew<E extends Unchained>(
  tx: Tx | Db,
  list: readonly E[],
): Promise<(E & { prev_hash: string | null; hash: string })[]> {
  const inList = new Set(list.map((e) => streamKey(e.stream_type, e.stream_id, e.version)));
  const wanted = list.filter(
    (e) => e.version > 1 && !inList.has(streamKey(e.stream_type, e.stream_id, e.version - 1)),
  );
  const known = new Map<string, string | null>();
  if (wanted.length) {
    // Joined to the wanted keys as a table: an `or` of one condition per event cost the planner
    // more than the read itself once a batch held hundreds (a month-end batch's timesheet locks).
    const keys = JSON.stringify(
      wanted.map((e) => ({ t: e.stream_type, i: e.stream_id, v: e.version - 1 })),
    );
    const found = await tx
      .select({
        stream_type: events.stream_type,
        stream_id: events.stream_id,
        version: events.version,
        hash: events.hash,
      })
      .from(events)
      .innerJoin(
        sql`jsonb_to_recordset(${keys}::jsonb) as w(t text, i uuid, v int)`,
        sql`${events.stream_type} = w.t and ${events.stream_id} = w.i and ${events.version} = w.v`,
      );
    for (const f of found) known.set(streamKey(f.stream_type, f.stream_id, f.version), f.hash);
  }
  return list.map((e) => {
    const prev_hash =
      e.version > 1
        ? (known.get(streamKey(e.stream_type, e.stream_id, e.version - 1)) ?? null)
        : null;
    const hash = eventHash({ ...e, prev_hash });
    known.set(streamKey(e.stream_type, e.stream_id, e.version), hash);
    return { ...e, prev_hash, hash };
  });
}

/** Rows read per query by the backfill: bounds memory whatever the log's size. */
export const CHAIN_BATCH = 5000;
/**
 * Rows per page of the check, which runs while the API serves: a page's query and hashing are one
 * stretch the embedded PGlite cannot interleave with other requests, so pages stay short and the
 * event loop takes a turn between them.
 */
export const VERIFY_PAGE = 1000;

type Cursor = { stream_type: string; stream_id: string; version: number } | null;
const after = (c: Cursor): SQL | undefined =>
  c
    ? sql`(${events.stream_type}, ${events.stream_id}, ${events.version}) > (${c.stream_type}, ${c.stream_id}::uuid, ${c.version})`
    : undefined;

/** One batch in stream order (the unique index's order), after the cursor. */
export const batchOf = (db: Db, where: SQL | undefined, cursor: Cursor, limit: number) =>
  db
    .select(chainColumns)
    .from(events)
    .where(and(where, after(cursor)))
    .orderBy(asc(events.stream_type), asc(events.stream_id), asc(events.version))
    .limit(limit);

/** A PostgreSQL array literal of ids or hex hashes (neither needs quoting): one parameter, not one per row. */
export const arrayLiteral = (xs: readonly (string | number | null)[]) =>
  `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;

/** Stores a batch's hashes in one statement; a row chained meanwhile is left as it is. */
async function storeHashes(
  db: Db,
  done: readonly { id: number; prev_hash: string | null; hash: string }[],
) {
  await db.execute(sql`
    update ${events} set prev_hash = v.prev_hash, hash = v.hash
    from unnest(
      ${arrayLiteral(done.map((r) => r.id))}::bigint[],
      ${arrayLiteral(done.map((r) => r.prev_hash))}::text[],
      ${arrayLiteral(done.map((r) => r.hash))}::text[]
    ) as v(id, prev_hash, hash)
    where ${events.id} = v.id and ${events.hash} is null`);
}

/**
 * Keeps a promise awaited later from counting as unhandled while another is awaited first. A
 * drizzle query runs again on every `then`, so it is settled into one promise first: attaching the
 * handler to the query itself sent it twice (each backfill batch was read twice).
 */
export const awaitedLater = <T>(p: PromiseLike<T>): Promise<T> => {
  const once = Promise.resolve(p);
  once.catch(() => {});
  return once;
};

/**
 * Chains events stored without hashes (rows from before the chain existed, bulk SQL such as the
 * scale seed), in stream order, each to the stored hash of its predecessor; idempotent: a chained
 * row is never rewritten. Runs at start-up before the API serves, so appends always find their
 * predecessor chained. Returns how many rows it chained.
 *
 * The next batch is read while one is hashed and stored: the database writes while this process
 * hashes (the scale seed's millions of events). A batch is hashed only once the one before it is
 * stored, since its first event may follow that batch's last.
 */
export async function chainUnchained(db: Db, batch = CHAIN_BATCH): Promise<number> {
  let chained = 0;
  let storing: Promise<void> = Promise.resolve();
  const first = await batchOf(db, isNull(events.hash), null, batch);
  // Events just written in bulk (the scale seed's millions) are unknown to the planner until
  // analyzed: it then read each batch by a parallel scan and sort of the whole log (1.5 s a batch
  // at 3.7 million events) instead of walking the stream index from the cursor.
  if (first.length === batch) await db.execute(sql`analyze ${events}`);
  let next: Promise<ChainRow[]> = Promise.resolve(first);
  for (;;) {
    const rows: ChainRow[] = await next;
    if (!rows.length) break;
    next = awaitedLater(
      rows.length < batch
        ? Promise.resolve([])
        : batchOf(db, isNull(events.hash), rows.at(-1)!, batch),
    );
    await storing;
    const done = await chainNew(db, rows);
    storing = awaitedLater(storeHashes(db, done));
    chained += done.length;
  }
  await storing;
  return chained;
}

/** What is wrong with the first broken link of a stream. */
export type BreakKind = 'hash' | 'prev_hash' | 'gap' | 'unchained';

export interface BrokenLink {
  stream_type: string;
  stream_id: string;
  version: number;
  kind: BreakKind;
  /** What the chain says should be there, and what is stored. */
  expected: string | null;
  found: string | null;
}

export interface VerifyReport {
  ok: boolean;
  streams: number;
  events: number;
  /** Streams with at least one broken link. */
  broken_streams: number;
  /** The first broken link of each broken stream, in stream order, at most `limit`. */
  broken: BrokenLink[];
  duration_ms: number;
}

export interface VerifyOptions {
  stream?: { type?: string; id: string };
  batch?: number;
  /** How many broken links to name (all are counted). */
  limit?: number;
}

/** The first thing wrong with an event given the stream's previous event (null at the stream's start). */
function check(row: ChainRow, prev: ChainRow | null): BrokenLink | null {
  const at = { stream_type: row.stream_type, stream_id: row.stream_id, version: row.version };
  const expectedVersion = prev ? prev.version + 1 : 1;
  if (row.version !== expectedVersion)
    return {
      ...at,
      kind: 'gap',
      expected: `version ${expectedVersion}`,
      found: `version ${row.version}`,
    };
  const expectedPrev = prev?.hash ?? null;
  if (row.hash === null) return { ...at, kind: 'unchained', expected: eventHash(row), found: null };
  if (row.prev_hash !== expectedPrev)
    return { ...at, kind: 'prev_hash', expected: expectedPrev, found: row.prev_hash };
  const expected = eventHash(row);
  if (row.hash !== expected) return { ...at, kind: 'hash', expected, found: row.hash };
  return null;
}

/**
 * Recomputes every event's hash from its stored fields and follows each stream's chain from
 * version 1: an edited field breaks the event's own hash, a deleted or inserted event a version or
 * a prev_hash. Streams are read in index order in pages by keyset (the unique index), a turn of the
 * event loop between pages, so memory stays flat at any size and other requests run meanwhile.
 */
export async function verifyEvents(db: Db, opts: VerifyOptions = {}): Promise<VerifyReport> {
  const started = performance.now();
  const { batch = VERIFY_PAGE, limit = 100 } = opts;
  const where = opts.stream
    ? and(
        opts.stream.type ? eq(events.stream_type, opts.stream.type) : undefined,
        eq(events.stream_id, opts.stream.id),
      )
    : undefined;
  const report: VerifyReport = {
    ok: true,
    streams: 0,
    events: 0,
    broken_streams: 0,
    broken: [],
    duration_ms: 0,
  };
  let prev: ChainRow | null = null;
  let streamBroken = false;
  let cursor: Cursor = null;
  for (;;) {
    const rows: ChainRow[] = await batchOf(db, where, cursor, batch);
    for (const row of rows) {
      const sameStream =
        prev !== null && prev.stream_type === row.stream_type && prev.stream_id === row.stream_id;
      if (!sameStream) {
        report.streams++;
        streamBroken = false;
      }
      report.events++;
      const broken = streamBroken ? null : check(row, sameStream ? prev : null);
      if (broken) {
        streamBroken = true;
        report.broken_streams++;
        if (report.broken.length < limit) report.broken.push(broken);
      }
      prev = row;
    }
    if (rows.length < batch) break;
    cursor = rows.at(-1)!;
    await nextTurn();
  }
  report.ok = report.broken_streams === 0;
  report.duration_ms = Math.round(performance.now() - started);
  return report;
}
