import { sql, type SQL } from 'drizzle-orm';

/** One assignment's workweek, named by its Monday. */
export interface AssignmentWeek {
  assignment_id: string;
  monday: string;
}

/**
 * The weeks as a table `w(a, m)` (assignment id, Monday) to join on in one statement: a row is in
 * week `w` when its assignment is `w.a` and its date `between w.m and w.m + 6`.
 */
export const weeksTable = (weeks: readonly AssignmentWeek[]): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(
    weeks.map((w) => ({ a: w.assignment_id, m: w.monday })),
  )}::jsonb) as w(a uuid, m date)`;
