import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { adjustments } from './table';

export type AdjustmentRow = typeof adjustments.$inferSelect;

const FIELDS = [
  'client_id',
  'assignment_id',
  'direction',
  'payer',
  'type',
  'amount_cents',
  'date',
  'notes',
] as const;

const pick = (payload: Record<string, unknown>): Partial<AdjustmentRow> =>
  Object.fromEntries(
    FIELDS.filter((f) => f in payload).map((f) => [f, payload[f]]),
  ) as Partial<AdjustmentRow>;

/** The one reducer of adjustment events: the live path computes the next row with it, a rebuild folds it over the stream. */
export function projectAdjustment(row: AdjustmentRow | null, e: ProjectedEvent): AdjustmentRow {
  const at = e.occurred_at;
  if (e.type === 'adjustment.created') {
    const p = e.payload as Pick<AdjustmentRow, 'id' | 'partner_id' | 'eor_id' | 'contractor_id'> &
      Record<string, unknown>;
    return {
      id: p.id,
      partner_id: p.partner_id,
      eor_id: p.eor_id,
      contractor_id: p.contractor_id,
      client_id: null,
      assignment_id: null,
      direction: 'pay',
      payer: 'partner',
      type: 'bonus',
      amount_cents: 0,
      date: at.slice(0, 10),
      notes: null,
      ...pick(p),
      status: 'pending',
      reason: null,
      approved_at: null,
      created_by_user_id: e.actor_user_id,
      version: e.version,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) throw new Error(`${e.type} before adjustment.created`);
  const to = e.payload.to as { status: string } | undefined;
  const next: AdjustmentRow = { ...row, version: e.version, updated_at: at, ...(to ?? {}) };
  switch (e.type) {
    case 'adjustment.edit':
      return { ...next, ...pick(e.payload) };
    case 'adjustment.approve':
      return { ...next, approved_at: at };
    case 'adjustment.reject':
    case 'adjustment.reverse':
      return { ...next, reason: (e.payload.reason as string | undefined) ?? null };
    default:
      return next;
  }
}
