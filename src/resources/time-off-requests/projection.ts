import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { timeOffRequests } from './table';

export type TimeOffRow = typeof timeOffRequests.$inferSelect;

const FIELDS = ['start_date', 'end_date', 'hours_hundredths', 'notes'] as const;

const pick = (payload: Record<string, unknown>): Partial<TimeOffRow> =>
  Object.fromEntries(
    FIELDS.filter((f) => f in payload).map((f) => [f, payload[f]]),
  ) as Partial<TimeOffRow>;

/** The one reducer of time-off events: the live path computes the next row with it, a rebuild folds it over the stream. */
export function projectTimeOff(row: TimeOffRow | null, e: ProjectedEvent): TimeOffRow {
  const at = e.occurred_at;
  if (e.type === 'time_off_request.created') {
    const p = e.payload as Pick<
      TimeOffRow,
      | 'id'
      | 'partner_id'
      | 'contractor_id'
      | 'balance_id'
      | 'rule_id'
      | 'start_date'
      | 'end_date'
      | 'hours_hundredths'
    > &
      Record<string, unknown>;
    return {
      id: p.id,
      partner_id: p.partner_id,
      contractor_id: p.contractor_id,
      balance_id: p.balance_id,
      rule_id: p.rule_id,
      start_date: p.start_date,
      end_date: p.end_date,
      hours_hundredths: p.hours_hundredths,
      notes: null,
      ...pick(p),
      status: 'requested',
      reason: null,
      decided_at: null,
      requested_by_user_id: e.actor_user_id,
      version: e.version,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) throw new Error(`${e.type} before time_off_request.created`);
  const to = e.payload.to as { status: string } | undefined;
  const next: TimeOffRow = { ...row, version: e.version, updated_at: at, ...(to ?? {}) };
  switch (e.type) {
    case 'timeOffRequest.edit':
      return { ...next, ...pick(e.payload) };
    case 'timeOffRequest.approve':
      return { ...next, decided_at: at };
    case 'timeOffRequest.reject':
      return { ...next, decided_at: at, reason: (e.payload.reason as string | undefined) ?? null };
    default:
      return next;
  }
}
