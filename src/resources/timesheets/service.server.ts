import { and, eq, inArray } from 'drizzle-orm';
import type { Subscriber } from '../../server/events/subscriber';
import type { EntryBody, EntryPatch } from './contract';
import type { User } from '../../domain/contracts/user';
import { decide } from '../../domain/policy/timesheet-decisions';
import { formatHours } from '../../domain/timesheets/hours';
import { entryFacts, hoursText } from '../../domain/timesheets/entry-facts';
import { HOURS_NOT_ALLOWED, HOURS_ONLY_ENTRY } from '../../domain/timesheets/hours-only';
import { validateEntry, type EntryInput } from '../../domain/timesheets/validation';
import type { Db, Tx } from '../../server/db/client';
import { assignments } from '../../server/db/schema';
import { withEvents, type EventOrigin } from '../../server/events/store';
import { refusalMessage, type RouteAccess } from '../../server/kit/authorize-first';
import { ApiError, forbidden, notFound } from '../../server/lib/errors';
import { tenantScope } from '../../server/kit/scope';
import { originOf, type RequestOrigin } from '../../server/kit/workflow/origin';
import { transition } from '../../server/kit/workflow/perform';
import { insertDrafts } from './drafts.server';
import { refuseOverlap, type EntrySlot } from './duplicates.server';
import type { TimesheetRow } from './projection';
import { timesheetServer } from './workflow.server';

const refuseFields = (errors: Record<string, string | undefined>) =>
  new ApiError(422, 'Some fields are missing or there are formatting issues', {
    detail: Object.entries(errors).map(([field, msg]) => ({
      loc: ['body', field],
      msg,
      type: 'value_error',
    })),
  });

function assertValid(entry: EntryInput) {
  const errors = validateEntry(entry);
  if (Object.keys(errors).length) throw refuseFields(errors);
}

type AssignmentRow = typeof assignments.$inferSelect;

/** Hours-only time only where the assignment allows it, refused by name otherwise. */
function assertHoursAllowed(
  assignment: Pick<AssignmentRow, 'allows_hours_only'>,
  hours: string | null,
) {
  if (hours !== null && !assignment.allows_hours_only)
    throw refuseFields({ hours: HOURS_NOT_ALLOWED });
}

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
  const hours = hoursText(body.hours);
  assertValid({ ...body, hours });
  const assignment = (await visibleAssignments(db, user, [body.assignment_id])).get(
    body.assignment_id,
  );
  if (!assignment) throw notFound('Assignment not found');
  assertHoursAllowed(assignment, hours);
  return withEvents(db, async (tx) => {
    await refuseOverlap(tx, body);
    return insertDraft(tx, assignment, body, originOf(user, o), deliverTo);
  });
}

/**
 * A stored entry with a PATCH applied. Sending `hours` makes it hours-only (its times go); sending a
 * time makes it timed again (hours go); otherwise it keeps its kind, and an hours-only one its hours.
 */
function mergedEntry(t: TimesheetRow, patch: EntryPatch): EntryInput & { hours: string | null } {
  const base = {
    date: patch.date ?? t.date,
    break_time_minutes: patch.break_time_minutes ?? t.break_time_minutes,
  };
  const sentHours = hoursText(patch.hours);
  const sentTimes = (patch.time_start ?? patch.time_end ?? null) !== null;
  if (sentHours !== null || (!sentTimes && t.type === HOURS_ONLY_ENTRY)) {
    return {
      ...base,
      time_start: patch.time_start ?? null,
      time_end: patch.time_end ?? null,
      hours: sentHours ?? formatHours(t.hours_hundredths),
    };
  }
  return {
    ...base,
    time_start: patch.time_start ?? t.time_start,
    time_end: patch.time_end ?? t.time_end,
    hours: null,
  };
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
  let hours: string | null = null;
  return transition(
    db,
    timesheetServer,
    user,
    id,
    {
      event: { type: 'timesheet.edit', user },
      action: 'timesheet.edit',
      origin: originOf(user, o),
      check: (r) => {
        const merged = mergedEntry(r.t, patch);
        assertValid(merged);
        slot = { ...merged, assignment_id: r.t.assignment_id };
        hours = merged.hours;
        const { hours: _hours, ...fields } = patch;
        changes = {
          ...fields,
          time_start: merged.time_start,
          time_end: merged.time_end,
          ...entryFacts(merged),
        };
        assertCanInputTime(user);
      },
      extra: async (r, tx) => {
        if (!slot) return changes;
        const [assignment] = await tx
          .select({ allows_hours_only: assignments.allows_hours_only })
          .from(assignments)
          .where(eq(assignments.id, r.t.assignment_id));
        if (assignment) assertHoursAllowed(assignment, hours);
        await refuseOverlap(tx, slot, r.t.id);
        return changes;
      },
    },
    deliverTo,
  );
}
