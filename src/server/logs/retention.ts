import { inArray, lt } from 'drizzle-orm';
import { RETENTION_DAYS } from '../../domain/logs/kinds';
import type { Db } from '../db/client';
import { accessLogs, serviceLogs } from '../db/schema';
import type { CatchUpTask } from '../kit/catch-up';

const DAY_MS = 86_400_000;

/** Rows deleted per statement, so pruning a long backlog never holds a long lock. */
export const PRUNE_BATCH = 5_000;

type LogTable = typeof accessLogs | typeof serviceLogs;

/** Deletes up to PRUNE_BATCH rows of `table` older than `days` before `now`; how many went. */
async function pruneSome(db: Db, table: LogTable, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const oldest = db
    .select({ id: table.id })
    .from(table)
    .where(lt(table.occurred_at, cutoff))
    .limit(PRUNE_BATCH);
  const gone = await db.delete(table).where(inArray(table.id, oldest)).returning({ id: table.id });
  return gone.length;
}

const tables = { access: accessLogs, service: serviceLogs } as const;
type Side = keyof typeof tables;

/**
 * Deletes access rows older than a year and service rows older than 90 days (RETENTION_DAYS), one
 * batch per job: the access rows first, then the service rows.
 */
export const logRetentionCatchUp: CatchUpTask = {
  job: 'log_retention',
  async batch(deps, _day, cursor) {
    const side = (cursor ?? 'access') as Side;
    const gone = await pruneSome(deps.db, tables[side], RETENTION_DAYS[side], deps.now());
    const next = gone === PRUNE_BATCH ? side : side === 'access' ? 'service' : null;
    return { handled: gone, next };
  },
  summary: (rows) =>
    `Deleted ${rows} log rows older than their retention (access ${RETENTION_DAYS.access} days, service ${RETENTION_DAYS.service} days)`,
};
