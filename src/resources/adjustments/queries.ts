import { eq, sql } from 'drizzle-orm';
import { onInvoice } from '../../server/billing/on-invoice';
import type { Db, Tx } from '../../server/db/client';
import { clients, partners, users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import type { Adjustment } from './contract';
import type { adjustmentsQuery } from './query';
import { adjustments } from './table';

const columns = {
  a: adjustments,
  client_name: clients.entity_name,
  partner_name: partners.entity_name,
  contractor_name: sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})`,
  on_invoice: onInvoice('adjustment', adjustments.id),
};

/** An adjustment with its contractor's, client's and partner's names. */
export const joined = (db: Db | Tx) =>
  db
    .select(columns)
    .from(adjustments)
    .leftJoin(users, eq(users.contractor_id, adjustments.contractor_id))
    .leftJoin(clients, eq(clients.id, adjustments.client_id))
    .leftJoin(partners, eq(partners.id, adjustments.partner_id))
    .$dynamic();
export type AdjustmentRecord = Awaited<ReturnType<typeof joined>>[number];

/** The string timestamps of the projection as ISO instants. */
const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

export function toDto({
  a,
  client_name,
  partner_name,
  contractor_name,
  on_invoice,
}: AdjustmentRecord): Adjustment {
  return {
    id: a.id,
    partner_id: a.partner_id,
    partner_name,
    eor_id: a.eor_id,
    contractor_id: a.contractor_id,
    contractor_name: contractor_name || '--',
    client_id: a.client_id,
    client_name,
    assignment_id: a.assignment_id,
    payer: a.payer as Adjustment['payer'],
    direction: a.direction as Adjustment['direction'],
    type: a.type as Adjustment['type'],
    amount_cents: a.amount_cents,
    date: a.date,
    notes: a.notes,
    status: a.status as Adjustment['status'],
    on_invoice,
    reason: a.reason,
    approved_at: iso(a.approved_at),
    created_at: iso(a.created_at)!,
  };
}

/** Adjustments in scope: a partner's or an EOR's own, admins all (the list's access says who may open it). */
export const adjustmentsListServer: ResourceServer<
  AdjustmentRecord,
  Adjustment,
  typeof adjustmentsQuery
> = {
  query: {
    rows: joined,
    ...tableQuery(adjustments),
    filters: {
      status: adjustments.status,
      direction: adjustments.direction,
      type: adjustments.type,
      contractor_id: adjustments.contractor_id,
      client_id: adjustments.client_id,
      date: adjustments.date,
    },
    sorts: {
      date: [adjustments.date],
      amount: [adjustments.amount_cents],
      status: [adjustments.status],
      created_at: [adjustments.created_at],
    },
  },
  scope: { partner_id: adjustments.partner_id, eor_id: adjustments.eor_id },
  toDto,
};
