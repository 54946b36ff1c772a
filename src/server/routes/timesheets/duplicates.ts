import { and, eq, ne, sql } from 'drizzle-orm';
import type { DuplicateEntry, TimesheetStatus } from '../../../domain/contracts/timesheets';
import { spansOverlap, type TimeSpan } from '../../../domain/timesheets/overlap';
import type { Tx } from '../../db/client';
import { timesheets } from '../../db/schema';
import { conflict } from '../../lib/errors';

export interface EntrySlot extends TimeSpan {
  assignment_id: string;
  date: string;
}

/**
 * Refuses (409, naming the stored one) time that overlaps a live timesheet of the same assignment and
 * day. The transaction-scoped advisory lock on (assignment, day) makes concurrent entries of that day
 * take turns, on PostgreSQL and PGlite alike, so the check and the insert cannot be raced; an exclusion
 * constraint would need btree_gist, which PGlite lacks. `except` is the timesheet being edited.
 */
export async function refuseOverlap(tx: Tx, slot: EntrySlot, except?: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${slot.assignment_id} || '/' || ${slot.date}))`,
  );
  const sameDay = await tx
    .select({
      id: timesheets.id,
      status: timesheets.status,
      date: timesheets.date,
      time_start: timesheets.time_start,
      time_end: timesheets.time_end,
    })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.assignment_id, slot.assignment_id),
        eq(timesheets.date, slot.date),
        ne(timesheets.status, 'deleted'),
        except ? ne(timesheets.id, except) : undefined,
      ),
    );
  const clash = sameDay.find((t) => spansOverlap(t, slot));
  if (!clash) return;
  const existing = { ...clash, status: clash.status as TimesheetStatus };
  const body: Omit<DuplicateEntry, 'message'> = { existing };
  throw conflict(
    `This time overlaps timesheet ${clash.id} (${clash.status}, ${clash.date} ${clash.time_start}–${clash.time_end}) on the same assignment: edit that one instead`,
    body,
  );
}
