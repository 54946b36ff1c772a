import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ProjectionRow, WorkflowServer } from './server';

/**
 * Every projection of a workflow rebuilt from its events alone: the workflow's reducer folded over
 * each stream, read in batches in (stream, version) order. `onRow` gets each record once its stream
 * is complete.
 */
export async function foldProjections<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  onRow: (row: Row) => void,
  batch = 5000,
): Promise<void> {
  let current: Row | null = null;
  let after: { streamId: string; version: number } | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(events)
      .where(
        and(
          eq(events.stream_type, server.events.type),
          after
            ? sql`(${events.stream_id}, ${events.version}) > (${after.streamId}, ${after.version})`
            : undefined,
        ),
      )
      .orderBy(asc(events.stream_id), asc(events.version))
      .limit(batch);
    for (const e of rows) {
      if (current && current.id !== e.stream_id) onRow(current);
      current = server.reduce(current && current.id === e.stream_id ? current : null, {
        ...e,
        occurred_at: e.occurred_at.toISOString(),
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) break;
    after = { streamId: last.stream_id, version: last.version };
  }
  if (current) onRow(current);
}
