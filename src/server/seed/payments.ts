import { and, eq, inArray } from 'drizzle-orm';
import { subscribers } from '../subscribers';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import { bankActor, bankOrigin } from '../billing/system-actor';
import { demoBankAdapter } from '../billing/bank-adapter';
import { invoiceLabel, PAYABLE } from '../billing/invoice-ledger';
import { startTransfer } from '../billing/transfers';
import type { Db, Tx } from '../db/client';
import { bankMethods, clients, invoices, partners, transfers, users } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { transition } from '../kit/workflow/perform';
import { insertPayment, type NewPayment } from '../../resources/payments/service.server';
import { paymentServer } from '../../resources/payments/workflow.server';

const at = (iso: string, who: User | null): EventOrigin => ({
  actorUserId: who?.id ?? null,
  actorRole: who ? who.user_type : 'seed',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: new Date(iso),
});

async function demoUser(tx: Tx, email: string): Promise<User> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  const user = u && (await loadUser(tx as unknown as Db, u.id));
  if (!user) throw new Error(`demo user ${email} missing`);
  return user;
}

/**
 * Payments in each state through the same code the API runs: Globex's payment method; a wire found on
 * a bank statement (what Globex's oldest open invoice owes and half the next), received and waiting
 * for an admin to allocate it across both; a payment the bank failed (amount ending in 13 cents);
 * SelfCo's own pending funding payment.
 */
export async function seedPayments(tx: Tx): Promise<void> {
  const [globex] = await tx.select().from(clients).where(eq(clients.entity_name, 'Globex'));
  const [selfco] = await tx.select().from(partners).where(eq(partners.subdomain, 'selfco'));
  if (!globex || !selfco) throw new Error('demo tenants missing');
  const admin = await demoUser(tx, 'admin@demo.test');
  const payer = await demoUser(tx, 'client@globex.test');
  const [method] = await tx
    .insert(bankMethods)
    .values({
      kind: 'payment',
      owner_type: 'client',
      owner_id: globex.id,
      account_holder: 'Globex Corporation',
      bank_name: 'First Demo Bank',
      routing_number: '021000021',
      account_last4: '6789',
      // Sealed with the other personal numbers right after the seed (sealPersonalNumbers).
      account_number: '000123456789',
      is_default: true,
    })
    .returning();
  if (!method) throw new Error('payment method not stored');
  const globexPayment = (
    p: Partial<NewPayment> & Pick<NewPayment, 'amount_cents' | 'source'>,
  ): NewPayment => ({
    client_id: globex.id,
    partner_id: globex.partner_id,
    payer_name: globex.entity_name,
    bank_method_id: null,
    intended_invoice_id: null,
    reference: null,
    received_date: null,
    upload_id: null,
    ...p,
  });

  // Globex's remittance: what its oldest open invoice owes and half of the next, as clients often pay.
  const open = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.client_id, globex.id), inArray(invoices.status, [...PAYABLE])))
    .orderBy(invoices.created_date, invoices.id)
    .limit(2);
  const [first, second] = open;
  const wireCents =
    first && second ? first.remaining_cents + Math.floor(second.remaining_cents / 2) : 1_250_000;
  const named = open.map((i) => invoiceLabel(i)).join(' ');
  const wire = await insertPayment(
    tx,
    globexPayment({
      amount_cents: wireCents,
      source: 'bank_statement',
      reference: `WIRE GLOBEX REMITTANCE ${named}`.trim(),
      received_date: '2026-11-18',
    }),
    at('2026-11-18T14:00:00Z', admin),
    subscribers,
  );
  await transition(
    tx,
    paymentServer,
    admin,
    wire.id,
    {
      event: { type: 'payment.markReceived', user: admin },
      action: 'mark_received',
      origin: at('2026-11-18T14:05:00Z', admin),
    },
    subscribers,
  );

  const failing = await insertPayment(
    tx,
    globexPayment({
      amount_cents: 48_213,
      source: 'pay',
      bank_method_id: method.id,
      reference: 'Card payment',
    }),
    at('2026-11-17T10:00:00Z', payer),
    subscribers,
  );
  const transfer = await startTransfer(
    tx,
    demoBankAdapter,
    {
      payment_id: failing.id,
      bank_method_id: method.id,
      amount_cents: failing.amount_cents,
      direction: 'collect',
    },
    new Date('2026-11-17T10:00:00Z'),
  );
  if (!transfer) throw new Error('transfer not started');
  await transition(
    tx,
    paymentServer,
    payer,
    failing.id,
    {
      event: { type: 'payment.submit', user: payer },
      action: 'submit',
      origin: at('2026-11-17T10:00:00Z', payer),
      extra: () => ({ transfer_id: transfer.id }),
    },
    subscribers,
  );
  const reason = 'Insufficient funds (demo bank: amounts ending in 13 cents fail)';
  await tx
    .update(transfers)
    .set({ status: 'failed', failure_reason: reason })
    .where(eq(transfers.id, transfer.id));
  await transition(
    tx,
    paymentServer,
    bankActor,
    failing.id,
    {
      event: { type: 'payment.fail', user: bankActor, reason } as never,
      action: 'fail',
      origin: bankOrigin(new Date('2026-11-17T10:00:05Z')),
      extra: () => ({ transfer_id: transfer.id, reason }),
    },
    subscribers,
  );

  await insertPayment(
    tx,
    {
      client_id: null,
      partner_id: selfco.id,
      payer_name: selfco.entity_name,
      amount_cents: 900_000,
      source: 'manual',
      bank_method_id: null,
      intended_invoice_id: null,
      reference: 'SelfCo payroll funding',
      received_date: null,
      upload_id: null,
    },
    at('2026-11-19T09:00:00Z', await demoUser(tx, 'owner@selfco.test')),
    subscribers,
  );
}
