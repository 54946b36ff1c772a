import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Subscriber } from '../../server/events/subscriber';
import type { Db } from '../../server/db/client';
import { events, timesheets, timesheetUploads } from '../../server/db/schema';
import type { EventOrigin } from '../../server/events/store';
import { inBatches } from '../../server/kit/batches';
import {
  insertDrafts,
  STREAM,
  type DraftInput,
  clashesOf,
  lockDays,
  overlapMessage,
} from '../timesheets/server';
import type { UploadReport } from './contract';

/**
 * Rows per transaction. PGlite runs one query at a time and a transaction holds it, so every other
 * request waits for the batch in flight: 500 rows keep that wait under 100 ms (bench/uploads.ts:
 * p95 80 ms against 1,000 rows' 240 ms) and stay under the 65,535 bind parameters of a statement.
 */
export const IMPORT_BATCH = 500;
/** A job whose heartbeat is older than this was cut off: every batch takes well under a second. */
export const STALE_IMPORT_MS = 60_000;
export const IMPORT_FAILED =
  'The import failed, so nothing was imported; please upload the file again.';

type UploadRow = UploadReport['rows'][number];

/** A row whose time was entered by someone else between the upload's check and its import. */
export class DuplicateRowError extends Error {
  constructor(
    readonly row: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'DuplicateRowError';
  }
}

/**
 * Writes an accepted upload's drafts in short batched transactions, yielding between batches so
 * other requests' queries run. Each batch records `processed` and the heartbeat in the same
 * transaction, and the last one the final status, so progress read by a poll is always true.
 * Every event carries the `upload_id`, so an import that does not finish can be undone.
 */
export async function importDrafts(
  db: Db,
  uploadId: string,
  drafts: readonly DraftInput[],
  origin: EventOrigin,
  now: () => Date,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const byId = eq(timesheetUploads.id, uploadId);
  await inBatches(db, drafts, IMPORT_BATCH, async (tx, batch, start) => {
    // Checked again under the day locks: time entered since the upload was checked is not doubled.
    const slots = batch.map((d) => ({ assignment_id: d.assignment.id, ...d.body }));
    await lockDays(tx, slots);
    const clashes = await clashesOf(tx, slots);
    const at = clashes.findIndex(Boolean);
    // Only clean files are imported, so draft i is the file's data row i (row 1 is the header).
    if (at >= 0) throw new DuplicateRowError(start + at + 2, overlapMessage(clashes[at]!));
    await insertDrafts(tx, batch, origin, deliverTo, { upload_id: uploadId });
    const processed = start + batch.length;
    const done = processed === drafts.length ? { status: 'imported', imported: processed } : {};
    // Only while still importing: if a poll judged this job cut off and undid it, the job stops.
    const still = await tx
      .update(timesheetUploads)
      .set({ processed, updated_at: now(), ...done })
      .where(and(byId, eq(timesheetUploads.status, 'importing')))
      .returning({ id: timesheetUploads.id });
    if (!still.length) throw new Error(`upload ${uploadId} is no longer importing`);
  });
}

/**
 * All or nothing: removes what an unfinished import wrote (its drafts and their `timesheet.created`
 * events, since those timesheets never existed for anyone to act on), batch by batch, and marks
 * the upload failed, with the row that failed it when one did.
 */
export async function abandonImport(
  db: Db,
  uploadId: string,
  report: UploadRow[] = [{ row: 1, ok: false, errors: [IMPORT_FAILED] }],
): Promise<void> {
  const written = await db
    .select({ id: events.stream_id })
    .from(events)
    .where(
      and(
        eq(events.stream_type, STREAM),
        eq(events.type, 'timesheet.created'),
        sql`${events.payload}->>'upload_id' = ${uploadId}`,
      ),
    );
  const ids = written.map((w) => w.id);
  await inBatches(db, ids, IMPORT_BATCH, async (tx, batch) => {
    await tx.delete(timesheets).where(inArray(timesheets.id, [...batch]));
    await tx
      .delete(events)
      .where(and(eq(events.stream_type, STREAM), inArray(events.stream_id, [...batch])));
  });
  await db
    .update(timesheetUploads)
    .set({
      status: 'failed',
      processed: 0,
      imported: 0,
      report,
    })
    .where(eq(timesheetUploads.id, uploadId));
}

/** Undoes imports left `importing` by a server that stopped (heartbeat older than STALE_IMPORT_MS). */
export async function abandonStaleImports(db: Db, now: Date, uploadId?: string): Promise<void> {
  const stale = await db
    .select({ id: timesheetUploads.id })
    .from(timesheetUploads)
    .where(
      and(
        eq(timesheetUploads.status, 'importing'),
        lt(timesheetUploads.updated_at, new Date(now.getTime() - STALE_IMPORT_MS)),
        uploadId ? eq(timesheetUploads.id, uploadId) : undefined,
      ),
    );
  for (const u of stale) await abandonImport(db, u.id);
}
