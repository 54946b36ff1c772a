import { and, eq, inArray } from 'drizzle-orm';
import { subscribers } from '../subscribers';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import { applyAllocation } from '../billing/allocation';
import { generateInvoices } from '../billing/generate';
import { commissionOrigin, recordCommission } from '../commissions/record-commission';
import type { Db, Tx } from '../db/client';
import { clients, invoices, partners, users } from '../db/schema';
import { actionStep, transitionInTx } from '../kit/workflow/perform';
import { originOf } from '../kit/workflow/origin';
import { invoiceServer } from '../../resources/invoices/workflow.server';

/** Referral commission rates in basis points: Northwind Referrals' three partners, and the other two sales partners'. */
const RATES: Record<string, number> = {
  acme: 1_000,
  harbor: 1_200,
  pinnacle: 800,
  crestline: 1_500,
  meridian: 1_000,
};

/** A week of Acme's October work for Globex: invoiced, sent and paid, so Northwind earns a commission. */
const PAID_PERIOD = { client: 'Globex', start: '2026-10-18', end: '2026-10-24' };

async function demoAdmin(tx: Tx): Promise<User> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.test'));
  const admin = row && (await loadUser(tx as unknown as Db, row.id));
  if (!admin) throw new Error('demo admin missing');
  return admin;
}

/** Generates, sends and pays in full one period of a client, as the admin, through the code the API runs. */
async function invoiceAndPay(
  tx: Tx,
  admin: User,
  clientId: string,
  start: string,
  end: string,
): Promise<void> {
  const at = (iso: string) =>
    originOf(admin, { ip: '203.0.113.7', userAgent: 'seed', now: new Date(iso) });
  const run = await generateInvoices(
    tx,
    admin,
    { client_id: clientId, period_start: start, period_end: end },
    at('2026-10-26T15:00:00Z'),
    subscribers,
  );
  const made = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.invoice_run_id, run));
  for (const { id } of made) {
    const send = actionStep(invoiceServer, admin, 'send', {}, at('2026-10-26T16:00:00Z'));
    await transitionInTx(tx, invoiceServer, admin, id, send, subscribers);
    const [row] = await tx
      .select({ remaining: invoices.remaining_cents })
      .from(invoices)
      .where(eq(invoices.id, id));
    if (row) await applyAllocation(tx, id, row.remaining, at('2026-11-10T15:00:00Z'), subscribers);
  }
}

/**
 * Commissions demo: the referral rates; a week of Acme's October work for Globex invoiced and paid
 * (the rest of October stays for the billing demo); then the commission of every paid invoice of a
 * referred partner, so sales@demo.test sees a pending distribution. The after-commit subscriber
 * writes the same rows for invoices paid from now on; both write once.
 */
export async function seedCommissions(tx: Tx): Promise<void> {
  for (const [subdomain, rate] of Object.entries(RATES))
    await tx
      .update(partners)
      .set({ commission_rate_bps: rate })
      .where(eq(partners.subdomain, subdomain));
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.entity_name, PAID_PERIOD.client));
  if (!client) throw new Error(`demo client ${PAID_PERIOD.client} missing`);
  await invoiceAndPay(tx, await demoAdmin(tx), client.id, PAID_PERIOD.start, PAID_PERIOD.end);
  const referred = tx
    .select({ id: partners.id })
    .from(partners)
    .where(inArray(partners.subdomain, Object.keys(RATES)));
  const paid = await tx
    .select({ id: invoices.id, at: invoices.updated_at })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'paid'),
        eq(invoices.invoice_type, 'invoice'),
        inArray(invoices.partner_id, referred),
      ),
    );
  for (const inv of paid)
    await recordCommission(tx, inv.id, commissionOrigin(new Date(inv.at)), subscribers);
}
