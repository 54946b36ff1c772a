import { and, eq, sql } from 'drizzle-orm';
import { commissionFor } from '../../domain/billing/commission';
import type { Tx } from '../db/client';
import { distributions, invoiceLines, invoices, partners } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { insertCreated } from '../kit/workflow/create';
import { distributionServer } from '../routes/distributions/workflow';

/** Who writes a commission: the platform, on an invoice's payment. */
export const commissionOrigin = (at: Date): EventOrigin => ({
  actorUserId: null,
  actorRole: 'system:commissions',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: at,
});

/**
 * The commission of the sales partner who referred a paid invoice's partner: margin (bill − pay of
 * its lines) × the referral's rate (src/domain/billing/commission.ts), pending. Once per invoice and
 * sales partner: a second call writes nothing (and the unique index backs that up against races).
 * Nothing for a credit note, an unpaid invoice, an EOR's invoice, a partner nobody referred or a
 * rate of zero. Answers the distribution's id when one exists.
 */
export async function recordCommission(
  tx: Tx,
  invoiceId: string,
  origin: EventOrigin,
): Promise<string | null> {
  const [inv] = await tx
    .select({
      status: invoices.status,
      invoice_type: invoices.invoice_type,
      partner_id: invoices.partner_id,
      sales_partner_id: partners.sales_partner_id,
      rate_bps: partners.commission_rate_bps,
    })
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partner_id))
    .where(eq(invoices.id, invoiceId));
  if (
    !inv?.partner_id ||
    !inv.sales_partner_id ||
    inv.status !== 'paid' ||
    inv.invoice_type !== 'invoice' ||
    inv.rate_bps <= 0
  )
    return null;
  const [existing] = await tx
    .select({ id: distributions.id })
    .from(distributions)
    .where(
      and(
        eq(distributions.invoice_id, invoiceId),
        eq(distributions.sales_partner_id, inv.sales_partner_id),
      ),
    );
  if (existing) return existing.id;
  const [totals] = await tx
    .select({
      bill: sql<string>`coalesce(sum(${invoiceLines.bill_cents}), 0)`,
      pay: sql<string>`coalesce(sum(${invoiceLines.pay_cents}), 0)`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoice_id, invoiceId));
  const bill = Number(totals?.bill ?? 0);
  const pay = Number(totals?.pay ?? 0);
  const margin = bill - pay;
  const row = await insertCreated(
    tx,
    distributionServer,
    {
      id: crypto.randomUUID(),
      invoice_id: invoiceId,
      partner_id: inv.partner_id,
      sales_partner_id: inv.sales_partner_id,
      bill_cents: bill,
      pay_cents: pay,
      margin_cents: margin,
      rate_bps: inv.rate_bps,
      amount_cents: commissionFor(margin, inv.rate_bps),
    },
    origin,
  );
  return row.id;
}
