import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { numberLabel } from '../../server/billing/numbering';
import type { Db, Tx } from '../../server/db/client';
import { clients, invoices, partners, salesPartners } from '../../server/db/schema';
import { defineStatusWorkflowServer, statusWorkflowPart } from '../../server/kit/workflow/status';
import { distributionStatusWorkflow } from './chart';
import { type Distribution, distributionsResource } from './contract';
import { canSeeDistributions, DISTRIBUTIONS_REFUSED } from './policy';
import { distributions as t } from './table';

const referrer = alias(salesPartners, 'referrer');

/** A distribution with its invoice's number, status and client, its partner's and sales partner's names. */
const joined = (db: Db | Tx) =>
  db
    .select({
      d: t,
      number: invoices.number,
      invoice_type: invoices.invoice_type,
      invoice_status: invoices.status,
      client_name: clients.entity_name,
      partner_name: partners.entity_name,
      sales_partner_name: referrer.entity_name,
    })
    .from(t)
    .innerJoin(invoices, eq(invoices.id, t.invoice_id))
    .innerJoin(clients, eq(clients.id, invoices.client_id))
    .innerJoin(partners, eq(partners.id, t.partner_id))
    .innerJoin(referrer, eq(referrer.id, t.sales_partner_id))
    .$dynamic();
type DistributionRecord = Awaited<ReturnType<typeof joined>>[number];

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

function toDto(r: DistributionRecord): Distribution {
  const { version: _version, ...d } = r.d;
  return {
    ...d,
    client_name: r.client_name,
    partner_name: r.partner_name,
    sales_partner_name: r.sales_partner_name,
    invoice_label: numberLabel(r.number, r.invoice_type),
    invoice_paid: r.invoice_status === 'paid',
    paid_at: iso(d.paid_at),
    created_at: iso(d.created_at)!,
  };
}

const cents = z.number().int();

/** The distribution lifecycle on the server: its chart's declaration plus its rows, DTO and creation. */
export const distributionServer = defineStatusWorkflowServer({
  workflow: distributionStatusWorkflow,
  created: z.strictObject({
    id: z.uuid(),
    invoice_id: z.uuid(),
    partner_id: z.uuid(),
    sales_partner_id: z.uuid(),
    bill_cents: cents,
    pay_cents: cents,
    margin_cents: cents,
    amount_cents: cents,
    rate_bps: z.number().int().min(0).max(10_000),
    // Absent from the events written before rounds and reversals: round 1, reversing nothing.
    round: z.number().int().min(1).optional(),
    reverses_id: z.uuid().nullable().optional(),
  }),
  createdRow: (p) => ({
    ...p,
    round: p.round ?? 1,
    reverses_id: p.reverses_id ?? null,
    paid_at: null,
  }),
  resource: distributionsResource,
  rows: joined,
  // A sales partner sees its own commissions, a partner those on its invoices, admins all.
  scope: { partner_id: t.partner_id, sales_partner_id: t.sales_partner_id },
  toDto,
  row: (r: DistributionRecord) => r.d,
  facts: (r: DistributionRecord) => ({
    amountCents: r.d.amount_cents,
    invoicePaid: r.invoice_status === 'paid',
  }),
  table: t,
  access: { allowed: canSeeDistributions, message: DISTRIBUTIONS_REFUSED },
});

/** /v2/distributions: the list (and CSV), and the workflow's detail, actions, history and bulk. */
export const distributionsPart = statusWorkflowPart(distributionServer, {
  sorts: { amount: [t.amount_cents], margin: [t.margin_cents] },
  summary:
    'Commission distributions in your scope: filters, sort, paging; ?format=csv downloads every matching row',
});
