import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { eventHash, type HashedFields } from '../events/canonical';
import { arrayLiteral, awaitedLater } from '../events/chain';

/** The columns an event is stored with, in one order for the staging tables and the log. */
const COLUMNS = sql.raw(
  'id, stream_type, stream_id, version, type, payload, actor_user_id, actor_role, ip, user_agent, location, occurred_at',
);

/** Two staging tables: PostgreSQL writes a batch into one while the other's rows are hashed. */
const STAGES = [sql.raw('scale_events_0'), sql.raw('scale_events_1')] as const;
const stageOf = (batch: number) => STAGES[batch % 2 === 0 ? 0 : 1];

/** Rows hashed between two turns of the event loop, so the statements running meanwhile are sent and answered. */
const SLICE = 5_000;

type Staged = Omit<HashedFields, 'occurred_at' | 'prev_hash'> & { id: string; occurred_at: string };
interface Hashed {
  stage: SQL;
  ids: string[];
  prevs: (string | null)[];
  hashes: string[];
}

/**
 * The seed's staging tables: events as the bulk SQL writes them (ids from the log's own sequence),
 * and their hashes. Dropped with the seed's transaction.
 */
export async function createEventStaging(tx: Tx): Promise<void> {
  for (const stage of STAGES)
    await tx.execute(
      sql`create temporary table ${stage} (like events including defaults) on commit drop`,
    );
  await tx.execute(
    sql`create temporary table scale_hashes (id bigint, prev_hash text, hash text) on commit drop`,
  );
}

const stagedRows = async (tx: Tx, stage: SQL): Promise<Staged[]> =>
  rawRows<Staged>(
    await tx.execute(sql`
      select id, stream_type, stream_id, version, type, payload, actor_user_id, actor_role, ip, user_agent, location,
             to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at
      from ${stage} order by id`),
  );

/**
 * Each staged stream is new and its events follow one another by id (one statement wrote each
 * timesheet's events in order); a row out of that order stops the seed rather than chain wrongly.
 */
async function hashRows(stage: SQL, rows: Staged[]): Promise<Hashed> {
  const out: Hashed = { stage, ids: [], prevs: [], hashes: [] };
  let last: { stream_type: string; stream_id: string; version: number; hash: string } | null = null;
  for (let from = 0; from < rows.length; from += SLICE) {
    await new Promise(setImmediate);
    for (const row of rows.slice(from, from + SLICE)) {
      const same =
        last !== null && last.stream_type === row.stream_type && last.stream_id === row.stream_id;
      const expected = same ? last!.version + 1 : 1;
      if (row.version !== expected)
        throw new Error(
          `seed:scale: staged event ${row.id} is version ${row.version} of its stream, ${expected} expected`,
        );
      const prev_hash = same ? last!.hash : null;
      const hash = eventHash({ ...row, occurred_at: new Date(row.occurred_at), prev_hash });
      out.ids.push(row.id);
      out.prevs.push(prev_hash);
      out.hashes.push(hash);
      last = { ...row, hash };
    }
  }
  return out;
}

/** Moves a hashed stage into the log, each event written once with its hash; answers how many. */
async function store(tx: Tx, { stage, ids, prevs, hashes }: Hashed): Promise<number> {
  await tx.execute(sql`
    insert into scale_hashes
    select * from unnest(${arrayLiteral(ids)}::bigint[], ${arrayLiteral(prevs)}::text[], ${arrayLiteral(hashes)}::text[])`);
  await tx.execute(sql`
    insert into events (${COLUMNS}, prev_hash, hash)
    select s.*, h.prev_hash, h.hash from (select ${COLUMNS} from ${stage}) s join scale_hashes h on h.id = s.id
    order by s.id`);
  await tx.execute(sql`truncate ${stage}, scale_hashes`);
  return ids.length;
}

/**
 * Writes `batches` batches of timesheets with their staged events (`write`) and moves each batch's
 * events into the log with their hashes: hashing them after an insert rewrote every row of the log
 * and all its indexes (issue 31). The work is a pipeline over the machine's two cores: while
 * Node hashes batch i, PostgreSQL stores batch i − 1 and writes batch i + 1, which before waited
 * on each other (about 4 s of a batch's 10 on the 2-core machine).
 */
export async function writeChained(
  tx: Tx,
  batches: number,
  write: (batch: number, stage: SQL) => Promise<void>,
  chained: (batch: number, events: number) => void,
): Promise<void> {
  if (batches < 1) return;
  await write(0, stageOf(0));
  let previous: Hashed | null = null;
  for (let i = 0; i < batches; i++) {
    const rows = await stagedRows(tx, stageOf(i));
    const before = previous;
    const writing = awaitedLater(
      (async () => {
        if (before) chained(i - 1, await store(tx, before));
        if (i + 1 < batches) await write(i + 1, stageOf(i + 1));
      })(),
    );
    previous = await hashRows(stageOf(i), rows);
    await writing;
  }
  chained(batches - 1, await store(tx, previous!));
}
