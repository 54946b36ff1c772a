import { spansOverlap } from '../../domain/timesheets/overlap';
import type { Db } from '../../server/db/client';
import { clashesOf, dayKey, overlapMessage } from '../timesheets/server';
import type { ParsedRow } from './parse.server';

/**
 * A row that duplicates work already entered is refused on that row, with the reason the 409 of
 * Enter Time gives: a live timesheet of the same assignment and day whose time overlaps, or an
 * earlier row of the same file. Only rows without other errors are compared, and each only with
 * the rows of its own assignment and day.
 */
export async function refuseDuplicateRows(db: Db, rows: ParsedRow[]): Promise<void> {
  const candidates = rows.flatMap((r) => (r.entry && r.errors.length === 0 ? [r] : []));
  const slots = candidates.map((r) => r.entry!);
  const clashes = await clashesOf(db, slots);
  const seen = new Map<string, ParsedRow[]>();
  candidates.forEach((r, i) => {
    const clash = clashes[i];
    if (clash) r.errors.push(overlapMessage(clash));
    const key = dayKey(slots[i]!);
    const sameDay = seen.get(key) ?? [];
    const earlier = sameDay.find((e) => spansOverlap(e.entry!, slots[i]!));
    if (earlier)
      r.errors.push(`This time overlaps row ${earlier.row} of this file on the same assignment`);
    seen.set(key, [...sameDay, r]);
  });
}
