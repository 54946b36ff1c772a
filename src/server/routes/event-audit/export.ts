import { Readable } from 'node:stream';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ExportedEvent, ExportQuery } from '../../../domain/contracts/event-audit';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { canonicalJson } from '../../events/canonical';
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

/** A record's events in stream order; a period's in time order; both end on the unique id so batches never overlap. */
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

const batchReader = (db: Db, q: Query) => async (offset: number, limit: number) =>
  (
    await db
      .select()
      .from(events)
      .where(whereOf(q))
      .orderBy(...orderOf(q))
      .limit(limit)
      .offset(offset)
  ).map(toExported);

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
  readBatch: (offset: number, limit: number) => Promise<Exported[]>,
  exportedAt: Date,
): AsyncGenerator<string> {
  yield `{"exported_at":${JSON.stringify(exportedAt.toISOString())},"format":"staffwise.event.v1","events":[`;
  let first = true;
  for (let offset = 0; ; offset += CSV_BATCH) {
    const rows = await readBatch(offset, CSV_BATCH);
    if (rows.length) {
      yield (first ? '' : ',') + rows.map((r) => JSON.stringify(r)).join(',');
      first = false;
    }
    if (rows.length < CSV_BATCH) break;
  }
  yield ']}';
}

/** Streams the export as an attachment named for what it holds. */
export function sendExport(reply: FastifyReply, db: Db, q: Query, now: Date) {
  const name = q.stream ? `events-${q.stream}` : `events-${q.from}-to-${q.to}`;
  const read = batchReader(db, q);
  if (q.format === 'csv') return sendCsv(reply, name, csvBatches(CSV_HEADER, read, csvCells));
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.json"`)
    .send(Readable.from(jsonChunks(read, now)));
}
