import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import type { Review } from './contract';
import type { reviewsQuery } from './query';
import { reviews, reviewTypes } from './table';

const worker = alias(users, 'worker');
const reviewer = alias(users, 'reviewer');

/** A review with its type, its contractor's name and its reviewer's. */
export const joined = (db: Db | Tx) =>
  db
    .select({
      r: reviews,
      type_name: reviewTypes.name,
      subject_kind: reviewTypes.subject_kind,
      contractor_name: sql<string>`concat_ws(' ', ${worker.first_name}, ${worker.last_name})`,
      reviewer_name: sql<
        string | null
      >`nullif(concat_ws(' ', ${reviewer.first_name}, ${reviewer.last_name}), '')`,
    })
    .from(reviews)
    .innerJoin(reviewTypes, eq(reviewTypes.id, reviews.review_type_id))
    .leftJoin(worker, eq(worker.contractor_id, reviews.contractor_id))
    .leftJoin(reviewer, eq(reviewer.id, reviews.reviewer_user_id))
    .$dynamic();
export type ReviewRecord = Awaited<ReturnType<typeof joined>>[number];

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

export function toDto({
  r,
  type_name,
  subject_kind,
  contractor_name,
  reviewer_name,
}: ReviewRecord): Review {
  return {
    id: r.id,
    partner_id: r.partner_id,
    eor_id: r.eor_id,
    review_type_id: r.review_type_id,
    review_type_name: type_name,
    subject_kind: subject_kind as Review['subject_kind'],
    contractor_id: r.contractor_id,
    contractor_name: contractor_name || '--',
    reviewer_user_id: r.reviewer_user_id,
    reviewer_name,
    rating: r.rating,
    notes: r.notes,
    status: r.status as Review['status'],
    reason: r.reason,
    decided_at: iso(r.decided_at),
    created_at: iso(r.created_at)!,
  };
}

/** Reviews in scope: a partner's or an EOR's own, admins all. */
export const reviewsListServer: ResourceServer<ReviewRecord, Review, typeof reviewsQuery> = {
  query: {
    rows: joined,
    ...tableQuery(reviews),
    filters: {
      status: reviews.status,
      review_type_id: reviews.review_type_id,
      contractor_id: reviews.contractor_id,
    },
    sorts: { created_at: [reviews.created_at], status: [reviews.status], rating: [reviews.rating] },
  },
  scope: { partner_id: reviews.partner_id, eor_id: reviews.eor_id },
  toDto,
};
