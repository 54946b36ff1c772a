import type { FastifyBaseLogger } from 'fastify';
import type { Subscriber } from '../../server/events/subscriber';
import type { Db } from '../../server/db/client';
import type { EventOrigin } from '../../server/events/store';
import type { DraftInput } from '../timesheets/server';
import { abandonImport, DuplicateRowError, IMPORT_FAILED, importDrafts } from './import.server';

/**
 * The import jobs of one server. The request that accepted a file answers 202 at once; the job
 * writes the drafts batch by batch (importDrafts), and a failed job removes what it wrote.
 */
export function importJobs(
  db: Db,
  log: FastifyBaseLogger,
  now: () => Date,
  deliverTo: readonly Subscriber[],
) {
  const running = new Set<Promise<void>>();

  async function run(uploadId: string, drafts: readonly DraftInput[], origin: EventOrigin) {
    try {
      await importDrafts(db, uploadId, drafts, origin, now, deliverTo);
    } catch (err) {
      if (err instanceof DuplicateRowError)
        await abandonImport(db, uploadId, [
          { row: err.row, ok: false, errors: [err.message, IMPORT_FAILED] },
        ]);
      else {
        log.error({ err, uploadId }, 'timesheet upload import failed');
        await abandonImport(db, uploadId);
      }
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
