import { and, eq, inArray } from 'drizzle-orm';
import { availability as availabilityOf, judge as judgeAction, type Verdict } from '../../../../machines/kit/workflow';
import { timesheetDefinition, type TimesheetSubject } from '../../../../machines/timesheet/timesheet.definition';
import type { TimesheetEvent } from '../../../../machines/timesheet/timesheet.events';
import type { TimesheetFacts } from '../../../../machines/timesheet/timesheet.rules';
import { stateLabel } from '../../../../machines/timesheet/timesheet.state';
import { planEvent, storedOf } from './plan';
import type { ActionAvailability, ActionBody, EntryBody, EntryPatch } from '../../../domain/contracts/timesheets';
import type { User } from '../../../domain/contracts/user';
import { decide, type TimesheetAction } from '../../../domain/policy/timesheet-decisions';
import { hoursWorkedHundredths } from '../../../domain/timesheets/hours';
import { validateEntry } from '../../../domain/timesheets/validation';
import type { Db, Tx } from '../../db/client';
import { assignments, timesheets } from '../../db/schema';
import { lostRace, transition, type EventOrigin } from '../../events/store';
import { ApiError, conflict, forbidden, notFound } from '../../lib/errors';
import { tenantScope } from '../../kit/scope';
import type { TimesheetRow } from './projection';
import { findVisible, type JoinedRow } from './queries';
import { insertDrafts, STREAM } from './drafts';

export { STREAM };

export const factsOf = (r: JoinedRow): TimesheetFacts => ({
  requiresSignature: r.requires_signature,
  invoiced: Boolean(r.t.client_billing_invoice_date),
  payrollSubmitted: Boolean(r.t.payroll_submission_date),
});


export const subjectOf = (r: JoinedRow): TimesheetSubject => ({ stored: storedOf(r.t), facts: factsOf(r) });

/** The chart event for an action; placeholders stand in for texts the user has not typed yet. */
export const eventFor = (action: TimesheetAction, user: User, body: ActionBody = {}): TimesheetEvent => timesheetDefinition.eventFor(action, user, body);

/** 403 when this user may never take the action (spec §6); 409 when the chart refuses it now. */
export const judge = (r: JoinedRow, user: User, action: TimesheetAction, body: ActionBody = {}): Verdict => judgeAction(timesheetDefinition, subjectOf(r), user, action, body);

/** Every action with whether it is available and, when not, why and who could. */
export const availability = (r: JoinedRow, user: User): ActionAvailability[] => availabilityOf(timesheetDefinition, subjectOf(r), user);

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

export const originOf = (user: User, o: RequestOrigin, location: Record<string, unknown> | null = null): EventOrigin => ({
  actorUserId: user.id,
  actorRole: user.role ? `${user.user_type}:${user.role}` : user.user_type,
  ip: o.ip,
  userAgent: o.userAgent,
  location,
  occurredAt: o.now,
});

async function loadForUpdate(tx: Tx, user: User, id: string): Promise<JoinedRow> {
  const r = await findVisible(tx, user, id);
  if (!r) throw notFound();
  return r;
}

/** Runs one chart event through the event store; `extra` adds to the event payload. */
async function applyEvent(
  db: Db,
  user: User,
  id: string,
  origin: EventOrigin,
  event: TimesheetEvent,
  check: (r: JoinedRow) => void,
  extra: () => Record<string, unknown> = () => ({}),
): Promise<TimesheetRow> {
  let joinedRow: JoinedRow | undefined;
  const result = await transition<TimesheetRow>(db, {
    ref: { streamType: STREAM, streamId: id },
    origin,
    load: async (tx) => {
      joinedRow = await loadForUpdate(tx, user, id);
      check(joinedRow);
      return joinedRow.t;
    },
    plan: (row, o, version) => {
      if (!joinedRow) throw notFound();
      return planEvent(row, factsOf(joinedRow), event, o, version, extra());
    },
    save: async (tx, next, expected) => {
      const { id: _id, ...values } = next;
      const updated = await tx
        .update(timesheets)
        .set(values)
        .where(and(eq(timesheets.id, id), eq(timesheets.version, expected)))
        .returning({ id: timesheets.id });
      return updated.length;
    },
    raceError: (row) => lostRace(row.status, event.type),
  });
  return result.row;
}


/** POST /timesheets/{id}/actions/{action}: refuses with 403/409 and reasons, or applies it. */
export async function performAction(db: Db, user: User, id: string, action: TimesheetAction, body: ActionBody, o: RequestOrigin): Promise<TimesheetRow> {
  const location = action === 'submit' && body.location ? { ...body.location, source: 'device' } : null;
  return applyEvent(db, user, id, originOf(user, o, location), eventFor(action, user, body), (r) => {
    const v = judge(r, user, action, body);
    if (!v.ok) {
      if (v.code === 403) throw new ApiError(403, v.message, { from: stateLabel(storedOf(r.t)), action, reasons: v.reasons });
      throw conflict(v.message, { from: stateLabel(storedOf(r.t)), action, reasons: v.reasons });
    }
  });
}

function assertValid(entry: { date: string; time_start: string; time_end: string; break_time_minutes: number }) {
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
export async function insertDraft(tx: Tx, assignment: AssignmentRow, body: Omit<EntryBody, 'assignment_id'>, origin: EventOrigin): Promise<string> {
  const [id] = await insertDrafts(tx, [{ assignment, body }], origin);
  if (!id) throw new Error('draft not stored');
  return id;
}

/** Assignments the user may enter time on, by id. */
export async function visibleAssignments(db: Db | Tx, user: User, ids: string[]): Promise<Map<string, AssignmentRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(assignments).where(and(inArray(assignments.id, ids), tenantScope(user, assignments)));
  return new Map(rows.map((r) => [r.id, r]));
}

export function assertCanInputTime(user: User) {
  const d = decide('submit', user);
  if (!d.allowed) throw forbidden(d.reason);
}

/** New draft time for an assignment the user can see; refused for users who cannot input time. */
export async function createEntry(db: Db, user: User, body: EntryBody, o: RequestOrigin): Promise<string> {
  assertCanInputTime(user);
  assertValid(body);
  const assignment = (await visibleAssignments(db, user, [body.assignment_id])).get(body.assignment_id);
  if (!assignment) throw notFound('Assignment not found');
  return db.transaction((tx) => insertDraft(tx, assignment, body, originOf(user, o)));
}

/** Edits a draft (or a rejected timesheet, which returns it to draft) through the chart. */
export async function editEntry(db: Db, user: User, id: string, patch: EntryPatch, o: RequestOrigin): Promise<TimesheetRow> {
  const event: TimesheetEvent = { type: 'timesheet.edit', user };
  let changes: Record<string, unknown> = {};
  return applyEvent(
    db,
    user,
    id,
    originOf(user, o),
    event,
    (r) => {
      const merged = {
        date: patch.date ?? r.t.date,
        time_start: patch.time_start ?? r.t.time_start,
        time_end: patch.time_end ?? r.t.time_end,
        break_time_minutes: patch.break_time_minutes ?? r.t.break_time_minutes,
      };
      assertValid(merged);
      changes = {
        ...patch,
        hours_hundredths: hoursWorkedHundredths(merged.time_start, merged.time_end, merged.break_time_minutes),
      };
      assertCanInputTime(user);
    },
    () => changes,
  );
}
