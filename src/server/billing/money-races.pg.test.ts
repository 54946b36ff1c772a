import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Tx } from '../db/client';
import { clients, events, invoices, paymentAllocations, payments } from '../db/schema';
import { insertPayment } from '../../resources/payments/server';
import { openInvoice } from '../../../tests/kit/open-invoice';
import { insertInvoice } from './invoice-insert';

/**
 * Money actions racing each other on PostgreSQL, where requests really run at once: every loser
 * gets a 409 with reasons (never a 500 from a unique index or a deadlock), and what is stored stays
 * consistent.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const call = callerOf(() => h);
const origin = () => ({
  actorUserId: null,
  actorRole: 'test',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: h.clock.now,
});

async function globex() {
  const [row] = await h.deps.db.select().from(clients).where(eq(clients.entity_name, 'Globex'));
  return row!;
}

/** A Globex draft with one line of `cents`, numbered when sent from its own issuer sequence. */
async function draftInvoice(cents: number): Promise<string> {
  const client = await globex();
  const today = '2026-11-20';
  return h.deps.db.transaction((tx) =>
    insertInvoice(
      tx as unknown as Tx,
      {
        client_id: client.id,
        partner_id: client.partner_id,
        eor_id: client.eor_id,
        issuer_key: `race:${crypto.randomUUID()}`,
        payer: client.entity_name,
        purchase_order_id: null,
        period_start: '2026-10-01',
        period_end: '2026-10-31',
        payment_terms_net_days: 30,
        status: 'draft',
        number: null,
        invoice_type: 'invoice',
        credited_invoice_id: null,
        invoice_run_id: null,
        created_date: today,
        due_date: today,
        allocated_cents: 0,
      },
      [
        {
          transaction_id: null,
          contractor_id: null,
          date: today,
          kind: 'adjustment',
          description: 'Consulting',
          hours_hundredths: null,
          rate_cents: null,
          bill_cents: cents,
          pay_cents: 0,
          sales_tax_cents: 0,
        },
      ],
      origin(),
      h.deps.subscribers,
    ),
  );
}

/** A Globex payment of `cents` from a bank statement, marked received: ready to allocate. */
async function settledPayment(cents: number): Promise<string> {
  const client = await globex();
  const row = await h.deps.db.transaction((tx) =>
    insertPayment(
      tx as unknown as Tx,
      {
        client_id: client.id,
        partner_id: client.partner_id,
        payer_name: 'Globex',
        amount_cents: cents,
        source: 'bank_statement',
        bank_method_id: null,
        intended_invoice_id: null,
        reference: null,
        received_date: '2026-11-20',
        upload_id: null,
      },
      origin(),
      h.deps.subscribers,
    ),
  );
  const received = await call(
    'admin@demo.test',
    'POST',
    `/payments/${row.id}/actions/mark_received`,
    {},
    `rcv-${row.id}`,
  );
  expect(received.statusCode, received.body).toBe(200);
  return row.id;
}

type Refusal = { message: string; from: string; action: string; reasons: string[] };
const expectRefusal = (body: Refusal, action: string) => {
  expect(body).toMatchObject({ action, message: expect.any(String), from: expect.any(String) });
  expect(body.reasons.length).toBeGreaterThan(0);
};

describe('money actions racing on PostgreSQL', { timeout: 120_000 }, () => {
  it('five sends of one draft at once with different keys: one 200, four 409 with reasons, one number', async () => {
    const id = await draftInvoice(125_00);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call('admin@demo.test', 'POST', `/invoices/${id}/actions/send`, {}, `send-${n}-${id}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expectRefusal(lost.json(), 'send');
    const [invoice] = await h.deps.db.select().from(invoices).where(eq(invoices.id, id));
    expect(invoice).toMatchObject({ status: 'open', number: 1 });
    const sent = await h.deps.db
      .select()
      .from(events)
      .where(and(eq(events.stream_id, id), eq(events.type, 'invoice.send')));
    expect(sent).toHaveLength(1);
  });

  it('void racing an allocation, 20 rounds: never a 500; voided and unpaid, or paid and not voided', async () => {
    for (let round = 0; round < 20; round++) {
      const invoiceId = await openInvoice(h.deps.db, 'Globex', 900_000 + round, 40_00);
      const paymentId = await settledPayment(40_00);
      const allocate = () =>
        call(
          'admin@demo.test',
          'POST',
          `/payments/${paymentId}/allocations`,
          { allocations: [{ invoice_id: invoiceId, amount_cents: 40_00 }] },
          `alloc-${round}-${invoiceId}`,
        );
      const voidIt = () =>
        call(
          'admin@demo.test',
          'POST',
          `/invoices/${invoiceId}/actions/void`,
          { reason: 'Sent twice' },
          `void-${round}-${invoiceId}`,
        );
      // Both orders of firing, so each side is sometimes first to the database.
      const [allocated, voided] =
        round % 2
          ? await Promise.all([allocate(), voidIt()])
          : (await Promise.all([voidIt(), allocate()])).reverse();
      const both = `${allocated!.body}\n${voided!.body}`;
      // Exactly one wins: an allocation is created (201), a void is taken (200).
      expect(`${allocated!.statusCode} ${voided!.statusCode}`, both).toMatch(/^(201 409|409 200)$/);
      const [invoice] = await h.deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      const [payment] = await h.deps.db.select().from(payments).where(eq(payments.id, paymentId));
      const lines = await h.deps.db
        .select()
        .from(paymentAllocations)
        .where(
          and(eq(paymentAllocations.invoice_id, invoiceId), isNull(paymentAllocations.reversed_at)),
        );
      if (voided!.statusCode === 200) {
        expectRefusal(allocated!.json(), 'allocate');
        expect(invoice).toMatchObject({ status: 'void', allocated_cents: 0 });
        expect(payment!.allocated_cents).toBe(0);
        expect(lines).toHaveLength(0);
      } else {
        expectRefusal(voided!.json(), 'void');
        expect(invoice).toMatchObject({
          status: 'paid',
          allocated_cents: 40_00,
          remaining_cents: 0,
        });
        expect(payment!.allocated_cents).toBe(40_00);
        expect(lines).toHaveLength(1);
      }
    }
  });
});
