import type { EntryBody } from './contract';
import type { Subscriber } from '../../server/events/subscriber';
import type { Tx } from '../../server/db/client';
import { assignments, timesheets } from '../../server/db/schema';
import { appendEvents, type EventOrigin } from '../../server/events/store';
import { timesheetEvents } from './events.server';
import { projectTimesheet } from './projection';
import { entryFacts, hoursText } from '../../domain/timesheets/entry-facts';

export const STREAM = timesheetEvents.type;

type AssignmentRow = typeof assignments.$inferSelect;
export interface DraftInput {
  assignment: AssignmentRow;
  /** Hours-only time sends `hours`; timed entry (every CSV row) may leave it out. */
  body: Omit<EntryBody, 'assignment_id' | 'hours'> & Partial<Pick<EntryBody, 'hours'>>;
}

/** The `timesheet.created` event of a new draft and its projection, built without the database. */
function newDraft(
  { assignment, body }: DraftInput,
  origin: EventOrigin,
  tag: Record<string, string>,
) {
  const id = crypto.randomUUID();
  const payload = {
    id,
    assignment_id: assignment.id,
    contractor_id: assignment.contractor_id,
    client_id: assignment.client_id,
    partner_id: assignment.partner_id,
    eor_id: assignment.eor_id,
    date: body.date,
    time_start: body.time_start,
    time_end: body.time_end,
    break_time_minutes: body.break_time_minutes,
    ...entryFacts({ ...body, hours: hoursText(body.hours) }),
    timezone: body.timezone,
    project_code: body.project_code ?? null,
    task: body.task ?? null,
    ...tag,
  };
  const event = { streamId: id, version: 1, type: 'timesheet.created', payload, origin };
  const row = projectTimesheet(null, {
    ...event,
    actor_user_id: origin.actorUserId,
    ip: origin.ip,
    location: origin.location,
    occurred_at: origin.occurredAt.toISOString(),
  });
  return { event, row };
}

/**
 * Appends `timesheet.created` for each draft and inserts their projections: two multi-row
 * statements, whatever the count (the caller keeps batches small enough for the 65,535 bind
 * parameters of one statement). The caller owns the transaction. `tag` goes into each event's
 * payload (an import's `upload_id`, by which an unfinished import is found). Returns the new ids.
 */
export async function insertDrafts(
  tx: Tx,
  drafts: readonly DraftInput[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
  tag: Record<string, string> = {},
): Promise<string[]> {
  if (!drafts.length) return [];
  const built = drafts.map((d) => newDraft(d, origin, tag));
  await appendEvents(
    tx,
    timesheetEvents,
    built.map((b) => b.event),
    deliverTo,
  );
  await tx.insert(timesheets).values(built.map((b) => b.row));
  return built.map((b) => b.row.id);
}
