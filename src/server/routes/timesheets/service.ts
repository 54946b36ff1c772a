import { and, inArray } from 'drizzle-orm';
import type { Subscriber } from '../../events/subscriber';
import type { EntryBody, EntryPatch } from '../../../domain/contracts/timesheets';
import type { User } from '../../../domain/contracts/user';
import { decide } from '../../../domain/policy/timesheet-decisions';
import { hoursWorkedHundredths } from '../../../domain/timesheets/hours';
import { validateEntry } from '../../../domain/timesheets/validation';
import type { Db, Tx } from '../../db/client';
import { assignments } from '../../db/schema';
import { withEvents, type EventOrigin } from '../../events/store';
import { refusalMessage, type RouteAccess } from '../../kit/authorize-first';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { tenantScope } from '../../kit/scope';
import { originOf, type RequestOrigin } from '../../kit/workflow/origin';
import { transition } from '../../kit/workflow/perform';
import { insertDrafts } from './drafts';
import { refuseOverlap, type EntrySlot } from './duplicates';
import type { TimesheetRow } from './projection';
import { timesheetServer } from './workflow';

function assertValid(entry: {
  date: string;
  time_start: string;
  time_end: string;
  break_time_minutes: number;
}) {
  const errors = validateEntry(entry);
  const fields = Object.entries(errors);
  if (fields.length) {
    throw new ApiError(422, 'Some fields are missing or there are formatting issues', {
      detail: fields.map(([field, msg]) => ({ loc: ['body', field], msg, type: 'value_error' })),
    });
  }
}

type AssignmentRow = typeof assignments.$inferSelect;

/** Appends `timesheet.created` and inserts its projection; the caller owns the transaction. */
export async function insertDraft(
  tx: Tx,
  assignment: AssignmentRow,
  body: Omit<EntryBody, 'assignment_id'>,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string> {
  const [id] = await insertDrafts(tx, [{ assignment, body }], origin, deliverTo);
  if (!id) throw new Error('draft not stored');
  return id;
}

/** Assignments the user may enter time on, by id. */
export async function visibleAssignments(
  db: Db | Tx,
  user: User,
  ids: string[],
): Promise<Map<string, AssignmentRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(assignments)
    .where(and(inArray(assignments.id, ids), tenantScope(user, assignments)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Who may enter time (as a draft, by hand or by file): routes declare it (kit/authorize-first.ts). */
export const inputTimeAccess: RouteAccess = {
  allowed: (user) => decide('submit', user).allowed,
  message: (user) => decide('submit', user).reason,
};

export function assertCanInputTime(user: User) {
  if (!inputTimeAccess.allowed(user)) throw forbidden(refusalMessage(inputTimeAccess, user));
}

/** New draft time for an assignment the user can see; refused for users who cannot input time. */
export async function createEntry(
  db: Db,
  user: User,
  body: EntryBody,
  o: RequestOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string> {
  assertCanInputTime(user);
  assertValid(body);
  const assignment = (await visibleAssignments(db, user, [body.assignment_id])).get(
    body.assignment_id,
  );
  if (!assignment) throw notFound('Assignment not found');
  return withEvents(db, async (tx) => {
    await refuseOverlap(tx, body);
    return insertDraft(tx, assignment, body, originOf(user, o), deliverTo);
  });
}

/** Edits a draft (or a rejected timesheet, which returns it to draft) through the chart. */
export async function editEntry(
  db: Db,
  user: User,
  id: string,
  patch: EntryPatch,
  o: RequestOrigin,
  deliverTo: readonly Subscriber[],
): Promise<TimesheetRow> {
  let changes: Record<string, unknown> = {};
  let slot: EntrySlot | undefined;
  return transition(db, timesheetServer, user, id, {
    event: { type: 'timesheet.edit', user },
    action: 'timesheet.edit',
    origin: originOf(user, o),
    check: (r) => {
      const merged = {
        date: patch.date ?? r.t.date,
        time_start: patch.time_start ?? r.t.time_start,
        time_end: patch.time_end ?? r.t.time_end,
        break_time_minutes: patch.break_time_minutes ?? r.t.break_time_minutes,
      };
      assertValid(merged);
      slot = { ...merged, assignment_id: r.t.assignment_id };
      changes = {
        ...patch,
        hours_hundredths: hoursWorkedHundredths(
          merged.time_start,
          merged.time_end,
          merged.break_time_minutes,
        ),
      };
      assertCanInputTime(user);
    },
    extra: async (r, tx) => {
      if (slot) await refuseOverlap(tx, slot, r.t.id);
      return changes;
    },
  }, deliverTo);
}
