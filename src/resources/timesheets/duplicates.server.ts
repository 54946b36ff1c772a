import { and, inArray, ne, sql } from 'drizzle-orm';
import type { DuplicateEntry, TimesheetStatus } from './contract';
import { spansOverlap, type TimeSpan } from '../../domain/timesheets/overlap';
import type { Db, Tx } from '../../server/db/client';
import { timesheets } from '../../server/db/schema';
import { conflict } from '../../server/lib/errors';

export interface EntrySlot extends TimeSpan {
  assignment_id: string;
  date: string;
}

/** A stored, live timesheet some entered time overlaps. */
export type Clash = DuplicateEntry['existing'];

/** The reason given for a duplicate, by the 409 of an entry and by a row of a CSV import alike. */
export const overlapMessage = (clash: Clash): string =>
  `This time overlaps timesheet ${clash.id} (${clash.status}, ${clash.date} ${clash.time_start === null ? 'hours only' : `${clash.time_start}–${clash.time_end}`}) on the same assignment: edit that one instead`;

/** The (assignment, day) a slot belongs to: only slots of the same one can duplicate each other. */
export const dayKey = (s: { assignment_id: string; date: string }) =>
  `${s.assignment_id}/${s.date}`;

/** Slots grouped by their (assignment, day), in their order. */
function groupByDay<T extends { assignment_id: string; date: string }>(
  list: readonly T[],
): Map<string, T[]> {
  const by = new Map<string, T[]>();
  for (const item of list) {
    const key = dayKey(item);
    by.set(key, [...(by.get(key) ?? []), item]);
  }
  return by;
}

/**
 * Makes entries of the same (assignment, day) take turns until the transaction ends, on PostgreSQL
 * and PGlite alike, so a check and the insert after it cannot be raced; an exclusion constraint
 * would need btree_gist, which PGlite lacks. The days are locked in sorted order, so two callers
 * locking several days at once cannot deadlock.
 */
export async function lockDays(tx: Tx, slots: readonly EntrySlot[]): Promise<void> {
  const keys = [...new Set(slots.map(dayKey))].sort();
  if (!keys.length) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(string_to_array(${keys.join(',')}, ',')) with ordinality as u(k, n) order by n`,
  );
}

/**
 * For each slot, the live timesheet of its assignment and day it overlaps, if any: one query for
 * any number of slots. `except` is a timesheet being edited.
 */
export async function clashesOf(
  db: Db | Tx,
  slots: readonly EntrySlot[],
  except?: string,
): Promise<(Clash | undefined)[]> {
  if (!slots.length) return [];
  const stored = await db
    .select({
      id: timesheets.id,
      assignment_id: timesheets.assignment_id,
      status: timesheets.status,
      date: timesheets.date,
      time_start: timesheets.time_start,
      time_end: timesheets.time_end,
    })
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.assignment_id, [...new Set(slots.map((s) => s.assignment_id))]),
        inArray(timesheets.date, [...new Set(slots.map((s) => s.date))]),
        ne(timesheets.status, 'deleted'),
        except ? ne(timesheets.id, except) : undefined,
      ),
    );
  const byDay = groupByDay(stored);
  return slots.map((slot) => {
    const t = byDay.get(dayKey(slot))?.find((s) => spansOverlap(s, slot));
    return (
      t && {
        id: t.id,
        status: t.status as TimesheetStatus,
        date: t.date,
        time_start: t.time_start,
        time_end: t.time_end,
      }
    );
  });
}

/** Refuses (409, naming the stored one) time that overlaps a live timesheet of the same assignment and day. */
export async function refuseOverlap(tx: Tx, slot: EntrySlot, except?: string): Promise<void> {
  await lockDays(tx, [slot]);
  const [clash] = await clashesOf(tx, [slot], except);
  if (!clash) return;
  const body: Omit<DuplicateEntry, 'message'> = { existing: clash };
  throw conflict(overlapMessage(clash), body);
}
