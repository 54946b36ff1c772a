import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { ptoBalances, ptoRules, users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { availableOf } from '../pto/server';
import type { TimeOffRequest } from './contract';
import type { timeOffRequestsQuery } from './query';
import { timeOffRequests } from './table';

const columns = {
  r: timeOffRequests,
  rule_name: ptoRules.name,
  contractor_name: sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})`,
  available: availableOf,
  // The database's day decides, as it does for every request in the same transaction.
  started: sql<boolean>`${timeOffRequests.start_date} <= current_date`,
};

/** A request with its rule's and worker's names and its balance's available hours now. */
export const joined = (db: Db | Tx) =>
  db
    .select(columns)
    .from(timeOffRequests)
    .innerJoin(ptoBalances, eq(ptoBalances.id, timeOffRequests.balance_id))
    .innerJoin(ptoRules, eq(ptoRules.id, timeOffRequests.rule_id))
    .leftJoin(users, eq(users.contractor_id, timeOffRequests.contractor_id))
    .$dynamic();
export type TimeOffRecord = Awaited<ReturnType<typeof joined>>[number];

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

export function toDto({
  r,
  rule_name,
  contractor_name,
  available,
  started,
}: TimeOffRecord): TimeOffRequest {
  return {
    id: r.id,
    partner_id: r.partner_id,
    contractor_id: r.contractor_id,
    contractor_name: contractor_name || '--',
    balance_id: r.balance_id,
    rule_id: r.rule_id,
    rule_name,
    start_date: r.start_date,
    end_date: r.end_date,
    hours_hundredths: r.hours_hundredths,
    notes: r.notes,
    status: r.status as TimeOffRequest['status'],
    reason: r.reason,
    decided_at: iso(r.decided_at),
    requested_by_user_id: r.requested_by_user_id,
    available_hundredths: available,
    started,
    created_at: iso(r.created_at)!,
  };
}

/** Requests in scope: a contractor's own, a partner's workers', admins all. */
export const timeOffListServer: ResourceServer<
  TimeOffRecord,
  TimeOffRequest,
  typeof timeOffRequestsQuery
> = {
  query: {
    rows: joined,
    count: (db) => db.select({ n: count() }).from(timeOffRequests).$dynamic(),
    id: timeOffRequests.id,
    filters: {
      status: timeOffRequests.status,
      contractor_id: timeOffRequests.contractor_id,
      rule_id: timeOffRequests.rule_id,
      start_date: timeOffRequests.start_date,
    },
    sorts: {
      start_date: [timeOffRequests.start_date],
      hours: [timeOffRequests.hours_hundredths],
      status: [timeOffRequests.status],
      created_at: [timeOffRequests.created_at],
    },
  },
  scope: { partner_id: timeOffRequests.partner_id, contractor_id: timeOffRequests.contractor_id },
  toDto,
};
