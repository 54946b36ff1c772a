import { and, count, ne, sql, sum } from 'drizzle-orm';
import type { TimesheetFigures } from './contract';
import type { User } from '../../domain/contracts/user';
import { workDoneStatuses } from '../../domain/timesheets/vocabulary';
import type { Db } from '../../server/db/client';
import { timesheets } from '../../server/db/schema';
import { tenantScope } from '../../server/kit/scope';
import { timesheetScope } from './scope.server';
import { keptTotalsFor } from './totals.server';

/**
 * Counts and hours by status in the caller's scope: from the totals the lists read (`keptTotalsFor`),
 * or the rows for a contractor (whom they do not key).
 */
function byStatus(db: Db, user: User) {
  if (user.user_type === 'contractor') {
    return db
      .select({ status: timesheets.status, n: count(), hours: sum(timesheets.hours_hundredths) })
      .from(timesheets)
      .where(and(tenantScope(user, timesheetScope), ne(timesheets.status, 'deleted')))
      .groupBy(timesheets.status);
  }
  const [, r, scope] = keptTotalsFor(user, false);
  return db
    .select({ status: r.status, n: sql<number>`sum(${r.n})::int`, hours: sum(r.hours_hundredths) })
    .from(r)
    .where(and(scope && tenantScope(user, scope), ne(r.status, 'deleted')))
    .groupBy(r.status);
}

const isWorkDone = (status: string) => (workDoneStatuses as readonly string[]).includes(status);

/**
 * Dashboard figures: timesheet counts by status in the caller's scope, and the hours of submitted,
 * signed and approved time only (drafts and rejected time are not work reported as done).
 */
export async function timesheetFigures(db: Db, user: User): Promise<TimesheetFigures> {
  const rows = (await byStatus(db, user)).filter((r) => r.n > 0);
  const by_status = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    by_status,
    total: rows.reduce((a, r) => a + r.n, 0),
    work_done_hours_hundredths: rows
      .filter((r) => isWorkDone(r.status))
      .reduce((a, r) => a + Number(r.hours ?? 0), 0),
  };
}
