import { Readable } from 'node:stream';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ExportedEvent, ExportQuery } from '../../../domain/contracts/event-audit';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { canonicalJson } from '../../events/canonical';
import { snapshotRows } from '../../kit/snapshot-cursor';
import { CSV_BATCH, csvBatches, sendCsv } from '../../lib/csv';

type Query = z.infer<typeof ExportQuery>;
type Exported = z.infer<typeof ExportedEvent>;

/** A UTC day's first instant, as PostgreSQL reads it. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

function whereOf(q: Query): SQL | undefined {
  return and(
    q.stream ? eq(events.stream_id, q.stream) : undefined,
    q.stream_type ? eq(events.stream_type, q.stream_type) : undefined,
    q.from ? sql`${events.occurred_at} >= ${dayStart(q.from)}` : undefined,
    q.to ? sql`${events.occurred_at} < ${dayAfter(q.to)}` : undefined,
  );
}

/** A record's events in stream order; a period's in time order; both end on the unique id, so the order is total. */
const orderOf = (q: Query) =>
  q.stream
    ? [asc(events.stream_type), asc(events.version), asc(events.id)]
    : [asc(events.occurred_at), asc(events.id)];

const toExported = (e: typeof events.$inferSelect): Exported => ({
  id: e.id,
  stream_type: e.stream_type,
  stream_id: e.stream_id,
  version: e.version,
  type: e.type,
  payload: e.payload,
  actor_user_id: e.actor_user_id,
  actor_role: e.actor_role,
  ip: e.ip,
  user_agent: e.user_agent,
  location: e.location,
  occurred_at: e.occurred_at.toISOString(),
  prev_hash: e.prev_hash,
  hash: e.hash,
});

/**
 * Every event of the export in its order, a batch at a time, read through one snapshot cursor: a
 * long period costs one pass (no OFFSET), and events appended while it streams are not seen.
 */
async function* exportedBatches(db: Db, q: Query, batch: number): AsyncGenerator<Exported[]> {
  const all = (d: Db) =>
    d
      .select()
      .from(events)
      .$dynamic()
      .where(whereOf(q))
      .orderBy(...orderOf(q));
  for await (const rows of snapshotRows(db, all, {}, batch)) yield rows.map(toExported);
}

const CSV_HEADER = [
  'id',
  'stream_type',
  'stream_id',
  'version',
  'type',
  'payload',
  'actor_user_id',
  'actor_role',
  'ip',
  'user_agent',
  'location',
  'occurred_at',
  'prev_hash',
  'hash',
];

/** JSON objects (payload, location) go into a cell in the canonical form the hash covers. */
const csvCells = (e: Exported) => [
  e.id,
  e.stream_type,
  e.stream_id,
  e.version,
  e.type,
  canonicalJson(e.payload),
  e.actor_user_id,
  e.actor_role,
  e.ip,
  e.user_agent,
  e.location === null ? null : canonicalJson(e.location),
  e.occurred_at,
  e.prev_hash,
  e.hash,
];

/** The JSON document streamed a batch at a time, so a long period never sits in memory whole. */
async function* jsonChunks(
  batches: AsyncIterable<Exported[]>,
  exportedAt: Date,
): AsyncGenerator<string> {
  yield `{"exported_at":${JSON.stringify(exportedAt.toISOString())},"format":"staffwise.event.v1","events":[`;
  let first = true;
  for await (const rows of batches) {
    yield (first ? '' : ',') + rows.map((r) => JSON.stringify(r)).join(',');
    first = false;
  }
  yield ']}';
}

/** The export's text in its format, chunk by chunk; `batch` events are read at a time. */
export function exportChunks(
  db: Db,
  q: Query,
  now: Date,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  const batches = exportedBatches(db, q, batch);
  return q.format === 'csv' ? csvBatches(CSV_HEADER, batches, csvCells) : jsonChunks(batches, now);
}

/** Streams the export as an attachment named for what it holds. */
export function sendExport(reply: FastifyReply, db: Db, q: Query, now: Date) {
  const name = q.stream ? `events-${q.stream}` : `events-${q.from}-to-${q.to}`;
  const chunks = exportChunks(db, q, now);
  if (q.format === 'csv') return sendCsv(reply, name, chunks);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.json"`)
    .send(Readable.from(chunks));
}
