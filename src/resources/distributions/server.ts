import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { numberLabel } from '../../server/billing/numbering';
import type { Db, Tx } from '../../server/db/client';
import { clients, invoices, partners, salesPartners } from '../../server/db/schema';
import { creationOf } from '../../server/kit/workflow/creation';
import { rowDto } from '../../server/kit/workflow/dto';
import { defineStatusWorkflowServer, statusWorkflowPart } from '../../server/kit/workflow/status';
import { distributionStatusWorkflow } from './chart';
import { distributionsResource } from './contract';
import { distributionsAccess } from './policy';
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

const toDto = ({ d, number, invoice_type, invoice_status, ...names }: DistributionRecord) => ({
  ...rowDto(d),
  ...names,
  invoice_label: numberLabel(number, invoice_type),
  invoice_paid: invoice_status === 'paid',
});

/** The distribution lifecycle on the server: its chart's declaration plus its rows, DTO and creation. */
export const distributionServer = defineStatusWorkflowServer({
  workflow: distributionStatusWorkflow,
  ...creationOf(t, distributionStatusWorkflow, {
    schemas: {
      rate_bps: z.number().int().min(0).max(10_000),
      // Absent from the events written before rounds and reversals: round 1, reversing nothing.
      round: z.number().int().min(1),
    },
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
  access: distributionsAccess,
});

/** /v2/distributions: the list (and CSV), and the workflow's detail, actions, history and bulk. */
export const distributionsPart = statusWorkflowPart(distributionServer, {
  sorts: { amount: [t.amount_cents], margin: [t.margin_cents] },
  summary:
    'Commission distributions in your scope: filters, sort, paging; ?format=csv downloads every matching row',
});
