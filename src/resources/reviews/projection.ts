import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { reviews } from './table';

export type ReviewRow = typeof reviews.$inferSelect;

const pick = (p: Record<string, unknown>): Partial<ReviewRow> =>
  Object.fromEntries((['rating', 'notes'] as const).filter((f) => f in p).map((f) => [f, p[f]])) as Partial<ReviewRow>;

/** The one reducer of review events: the live path computes the next row with it, a rebuild folds it over the stream. */
export function projectReview(row: ReviewRow | null, e: ProjectedEvent): ReviewRow {
  const at = e.occurred_at;
  if (e.type === 'review.created') {
    const p = e.payload as Pick<ReviewRow, 'id' | 'partner_id' | 'eor_id' | 'review_type_id' | 'contractor_id'> & Record<string, unknown>;
    return {
      id: p.id,
      partner_id: p.partner_id,
      eor_id: p.eor_id,
      review_type_id: p.review_type_id,
      contractor_id: p.contractor_id,
      reviewer_user_id: null,
      rating: null,
      notes: null,
      ...pick(p),
      status: 'pending',
      reason: null,
      decided_at: null,
      version: e.version,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) throw new Error(`${e.type} before review.created`);
  const to = e.payload.to as { status: string } | undefined;
  const next: ReviewRow = { ...row, version: e.version, updated_at: at, ...(to ?? {}) };
  switch (e.type) {
    case 'review.edit':
      return { ...next, ...pick(e.payload) };
    case 'review.start':
      // Whoever takes it up is its reviewer, and so may not decide it.
      return { ...next, reviewer_user_id: e.actor_user_id, reason: null };
    case 'review.approve':
      return { ...next, decided_at: at };
    case 'review.reject':
      return { ...next, decided_at: at, reason: (e.payload.reason as string | undefined) ?? null };
    case 'review.fail':
      return { ...next, reason: (e.payload.reason as string | undefined) ?? null };
    default:
      return next;
  }
}
