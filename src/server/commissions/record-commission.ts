import { and, eq, isNull, max, notExists, sql } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import { alias } from 'drizzle-orm/pg-core';
import { commissionFor } from '../../domain/billing/commission';
import { commissionsActor } from '../billing/system-actor';
import { numberLabel } from '../billing/numbering';
import type { Tx } from '../db/client';
import { distributions, invoiceLines, invoices, partners } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { insertCreated } from '../kit/workflow/create';
import { transitionInTx } from '../kit/workflow/perform';
import { distributionServer } from '../../resources/distributions/server';

/** Who writes a commission: the platform, on an invoice's payment. */
export const commissionOrigin = (at: Date): EventOrigin => ({
  actorUserId: null,
  actorRole: 'system:commissions',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: at,
});

type DistributionRow = typeof distributions.$inferSelect;

const reversal = alias(distributions, 'reversal');

/** The invoice's commissions that stand: written, and not yet answered by a reversing entry. */
const standing = (tx: Tx, invoiceId: string) =>
  tx
    .select()
    .from(distributions)
    .where(
      and(
        eq(distributions.invoice_id, invoiceId),
        isNull(distributions.reverses_id),
        notExists(
          tx
            .select({ id: reversal.id })
            .from(reversal)
            .where(eq(reversal.reverses_id, distributions.id)),
        ),
      ),
    );

/**
 * Takes a standing commission back with a reversing entry: the same invoice, sales partner, rate and
 * round, every amount negated. One never paid out is cancelled with its entry (both reversed, with
 * the reason); one paid out leaves the entry pending, what the sales partner owes back.
 */
async function reverseCommission(
  tx: Tx,
  d: DistributionRow,
  label: string,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const entry = await insertCreated(
    tx,
    distributionServer,
    {
      id: crypto.randomUUID(),
      invoice_id: d.invoice_id,
      partner_id: d.partner_id,
      sales_partner_id: d.sales_partner_id,
      bill_cents: -d.bill_cents,
      pay_cents: -d.pay_cents,
      margin_cents: -d.margin_cents,
      rate_bps: d.rate_bps,
      amount_cents: -d.amount_cents,
      round: d.round,
      reverses_id: d.id,
    },
    origin,
    deliverTo,
  );
  if (d.status !== 'pending') return;
  const reason = `Invoice ${label} is no longer paid: a payment allocation was taken back.`;
  for (const id of [d.id, entry.id])
    await transitionInTx(
      tx,
      distributionServer,
      null,
      id,
      {
        event: { type: 'distribution.reverse', user: commissionsActor },
        action: 'reverse',
        origin,
        extra: () => ({ reason }),
      },
      deliverTo,
    );
}

/**
 * Brings an invoice's commissions in line with whether it is paid, in the caller's transaction, the
 * invoice row locked so the allocations moving it and other deliveries take turns. Paid with no
 * commission standing: the referring sales partner's commission is written, pending, margin (bill −
 * pay of its lines) × the referral's rate (src/domain/billing/commission.ts), as the invoice's next
 * round. No longer paid: each standing commission gets its reversing entry. Anything else writes
 * nothing, so replayed deliveries and repeated calls have one effect (the unique indexes back this).
 * No commission for a credit note, an EOR's invoice, a partner nobody referred or a rate of zero.
 * Answers the standing commission's id, if any.
 */
export async function recordCommission(
  tx: Tx,
  invoiceId: string,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string | null> {
  const [inv] = await tx
    .select({
      status: invoices.status,
      invoice_type: invoices.invoice_type,
      number: invoices.number,
      partner_id: invoices.partner_id,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  if (!inv) return null;
  const stands = await standing(tx, invoiceId);
  if (inv.status !== 'paid') {
    const label = numberLabel(inv.number, inv.invoice_type);
    for (const d of stands) await reverseCommission(tx, d, label, origin, deliverTo);
    return null;
  }
  if (stands[0]) return stands[0].id;
  if (!inv.partner_id || inv.invoice_type !== 'invoice') return null;
  const [referral] = await tx
    .select({ sales_partner_id: partners.sales_partner_id, rate_bps: partners.commission_rate_bps })
    .from(partners)
    .where(eq(partners.id, inv.partner_id));
  if (!referral?.sales_partner_id || referral.rate_bps <= 0) return null;
  const [rounds] = await tx
    .select({ last: max(distributions.round) })
    .from(distributions)
    .where(
      and(
        eq(distributions.invoice_id, invoiceId),
        eq(distributions.sales_partner_id, referral.sales_partner_id),
      ),
    );
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
      sales_partner_id: referral.sales_partner_id,
      bill_cents: bill,
      pay_cents: pay,
      margin_cents: margin,
      rate_bps: referral.rate_bps,
      amount_cents: commissionFor(margin, referral.rate_bps),
      round: (rounds?.last ?? 0) + 1,
      reverses_id: null,
    },
    origin,
    deliverTo,
  );
  return row.id;
}
