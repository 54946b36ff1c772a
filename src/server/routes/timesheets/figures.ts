import { and, count, ne, sum } from 'drizzle-orm';
import type { TimesheetFigures } from '../../../domain/contracts/timesheets';
import type { User } from '../../../domain/contracts/user';
import type { Db } from '../../db/client';
import { timesheets } from '../../db/schema';
import { tenantScope } from '../../kit/scope';

/** Dashboard figures: timesheet counts by status and total hours in the caller's scope. */
export async function timesheetFigures(db: Db, user: User): Promise<TimesheetFigures> {
  const rows = await db
    .select({ status: timesheets.status, n: count(), hours: sum(timesheets.hours_hundredths) })
    .from(timesheets)
    .where(and(tenantScope(user, timesheets), ne(timesheets.status, 'deleted')))
    .groupBy(timesheets.status);
  const by_status = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    by_status,
    total: rows.reduce((a, r) => a + r.n, 0),
    total_hours_hundredths: rows.reduce((a, r) => a + Number(r.hours ?? 0), 0),
  };
}
