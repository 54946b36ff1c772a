import type { Db } from '../db/client';
import { serviceLogs } from '../db/schema';
import type { ServiceJob, ServiceLevel } from '../../domain/logs/kinds';

export interface ServiceLogEntry {
  job: ServiceJob;
  level: ServiceLevel;
  /** Counts and outcomes only: never personal data, query parameters or secrets. */
  message: string;
  duration_ms?: number;
}

const MAX_MESSAGE = 1000;

/** One row of the service log; a failure to write it is reported to the caller's log, never thrown. */
export async function recordServiceLog(
  db: Db,
  entry: ServiceLogEntry,
  onError: (err: unknown) => void = () => {},
): Promise<void> {
  try {
    await db.insert(serviceLogs).values({
      job: entry.job,
      level: entry.level,
      message: entry.message.slice(0, MAX_MESSAGE),
      duration_ms: entry.duration_ms === undefined ? null : Math.round(entry.duration_ms),
    });
  } catch (err) {
    onError(err);
  }
}
