import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { timesheetUploads } from '../../db/schema';
import type { EventOrigin } from '../../events/store';
import type { DraftInput } from '../timesheets/drafts';
import { importDrafts } from './import';

export const IMPORT_FAILED = 'The import failed, so nothing was imported; please upload the file again.';

/**
 * The import jobs of one server. The request that accepted a file answers 202 at once; the job
 * writes the drafts batch by batch, recording `processed` in each batch's transaction (and the
 * final status in the last one), so a poll of GET /timesheet_uploads/{id} sees true progress.
 */
export function importJobs(db: Db, log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();

  async function run(uploadId: string, drafts: readonly DraftInput[], origin: EventOrigin) {
    const total = drafts.length;
    const byId = eq(timesheetUploads.id, uploadId);
    try {
      await importDrafts(db, drafts, origin, (tx, written) =>
        tx.update(timesheetUploads).set(written === total ? { processed: written, imported: written, status: 'imported' } : { processed: written }).where(byId),
      );
    } catch (err) {
      // importDrafts has removed what it wrote; the upload says so instead of staying "importing".
      log.error({ err, uploadId }, 'timesheet upload import failed');
      await db.update(timesheetUploads).set({ status: 'failed', processed: 0, imported: 0, report: [{ row: 1, ok: false, errors: [IMPORT_FAILED] }] }).where(byId);
    }
  }

  return {
    start(uploadId: string, drafts: readonly DraftInput[], origin: EventOrigin) {
      const job = run(uploadId, drafts, origin).finally(() => running.delete(job));
      running.add(job);
    },
    /** Waits for the jobs in flight, so a server closes its database only after them. */
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}
