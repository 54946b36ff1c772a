import type { EntryBody } from '../../../domain/contracts/timesheets';
import { hoursWorkedHundredths } from '../../../domain/timesheets/hours';
import type { Tx } from '../../db/client';
import { assignments, events, timesheets } from '../../db/schema';
import { originColumns, type EventOrigin } from '../../events/store';
import { projectTimesheet } from './projection';

export const STREAM = 'timesheet';

type AssignmentRow = typeof assignments.$inferSelect;
export interface DraftInput {
  assignment: AssignmentRow;
  body: Omit<EntryBody, 'assignment_id'>;
}

/** The `timesheet.created` event of a new draft and its projection, built without the database. */
function newDraft({ assignment, body }: DraftInput, origin: EventOrigin, tag: Record<string, string>) {
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
    hours_hundredths: hoursWorkedHundredths(body.time_start, body.time_end, body.break_time_minutes),
    timezone: body.timezone,
    project_code: body.project_code,
    task: body.task,
    ...tag,
  };
  const event = {
    stream_type: STREAM,
    stream_id: id,
    version: 1,
    type: 'timesheet.created',
    payload,
    ...originColumns(origin),
  };
  return { event, row: projectTimesheet(null, { ...event, occurred_at: origin.occurredAt.toISOString() }) };
}

/**
 * Appends `timesheet.created` for each draft and inserts their projections: two multi-row
 * statements, whatever the count (the caller keeps batches small enough for the 65,535 bind
 * parameters of one statement). The caller owns the transaction. `tag` goes into each event's
 * payload (an import's `upload_id`, by which an unfinished import is found). Returns the new ids.
 */
export async function insertDrafts(tx: Tx, drafts: readonly DraftInput[], origin: EventOrigin, tag: Record<string, string> = {}): Promise<string[]> {
  if (!drafts.length) return [];
  const built = drafts.map((d) => newDraft(d, origin, tag));
  await tx.insert(events).values(built.map((b) => b.event));
  await tx.insert(timesheets).values(built.map((b) => b.row));
  return built.map((b) => b.row.id);
}
