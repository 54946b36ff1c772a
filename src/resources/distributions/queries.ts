import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { numberLabel } from '../../server/billing/numbering';
import type { Db, Tx } from '../../server/db/client';
import { clients, invoices, partners, salesPartners } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import type { TenantColumns } from '../../server/kit/scope';
import { tableQuery } from '../../server/kit/table-query';
import type { Distribution } from './contract';
import type { distributionsQuery } from './query';
import { distributions } from './table';

const referrer = alias(salesPartners, 'referrer');

/** A distribution with its invoice's number and client, its partner's and sales partner's names. */
export const joined = (db: Db | Tx) =>
  db
    .select({
      d: distributions,
      number: invoices.number,
      invoice_type: invoices.invoice_type,
      invoice_status: invoices.status,
      client_name: clients.entity_name,
      partner_name: partners.entity_name,
      sales_partner_name: referrer.entity_name,
    })
    .from(distributions)
    .innerJoin(invoices, eq(invoices.id, distributions.invoice_id))
    .innerJoin(clients, eq(clients.id, invoices.client_id))
    .innerJoin(partners, eq(partners.id, distributions.partner_id))
    .innerJoin(referrer, eq(referrer.id, distributions.sales_partner_id))
    .$dynamic();
export type DistributionRecord = Awaited<ReturnType<typeof joined>>[number];

/** A sales partner sees its own commissions, a partner those on its invoices, admins all. */
export const distributionScope: TenantColumns = {
  partner_id: distributions.partner_id,
  sales_partner_id: distributions.sales_partner_id,
};

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

export function toDto({
  d,
  number,
  invoice_type,
  invoice_status,
  client_name,
  partner_name,
  sales_partner_name,
}: DistributionRecord): Distribution {
  return {
    id: d.id,
    invoice_id: d.invoice_id,
    invoice_label: numberLabel(number, invoice_type),
    invoice_paid: invoice_status === 'paid',
    client_name,
    partner_id: d.partner_id,
    partner_name,
    sales_partner_id: d.sales_partner_id,
    sales_partner_name,
    status: d.status,
    bill_cents: d.bill_cents,
    pay_cents: d.pay_cents,
    margin_cents: d.margin_cents,
    rate_bps: d.rate_bps,
    amount_cents: d.amount_cents,
    round: d.round,
    reverses_id: d.reverses_id,
    paid_at: iso(d.paid_at),
    created_at: iso(d.created_at)!,
  };
}

export const distributionsListServer: ResourceServer<
  DistributionRecord,
  Distribution,
  typeof distributionsQuery
> = {
  query: {
    rows: joined,
    ...tableQuery(distributions),
    filters: {
      status: distributions.status,
      partner_id: distributions.partner_id,
      created_at: distributions.created_at,
    },
    sorts: {
      created_at: [distributions.created_at],
      amount: [distributions.amount_cents],
      margin: [distributions.margin_cents],
      status: [distributions.status],
    },
  },
  scope: distributionScope,
  toDto,
};
