import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { Tx } from '../../server/db/client';
import {
  clients,
  distributions,
  events,
  invoices,
  paymentAllocations,
  payments,
} from '../../server/db/schema';
import { insertPayment } from './service.server';
import { openInvoice } from '../../../tests/kit/open-invoice';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const call = callerOf(() => h);
const invoiceRow = async (id: string) =>
  (await h.deps.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentRow = async (id: string) =>
  (await h.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const eventsOf = async (streamId: string, type: string) =>
  h.deps.db
    .select()
    .from(events)
    .where(and(eq(events.stream_id, streamId), eq(events.type, type)));

/** A Globex payment received on a bank statement and marked received by an admin: settled. */
async function settledPayment(amount: number): Promise<string> {
  const [globex] = await h.deps.db.select().from(clients).where(eq(clients.entity_name, 'Globex'));
  const id = await h.deps.db.transaction(async (tx) => {
    const row = await insertPayment(
      tx as unknown as Tx,
      {
        client_id: globex!.id,
        partner_id: globex!.partner_id,
        payer_name: 'Globex',
        amount_cents: amount,
        source: 'bank_statement',
        bank_method_id: null,
        intended_invoice_id: null,
        reference: null,
        received_date: '2026-11-20',
        upload_id: null,
      },
      {
        actorUserId: null,
        actorRole: 'test',
        ip: null,
        userAgent: null,
        location: null,
        occurredAt: h.clock.now,
      },
      h.deps.subscribers,
    );
    return row.id;
  });
  const received = await call(
    'admin@demo.test',
    'POST',
    `/payments/${id}/actions/mark_received`,
    {},
    `received-${id}`,
  );
  expect(received.statusCode, received.body).toBe(200);
  return id;
}

async function allocate(paymentId: string, invoiceId: string, cents: number, key: string) {
  const res = await call(
    'admin@demo.test',
    'POST',
    `/payments/${paymentId}/allocations`,
    { allocations: [{ invoice_id: invoiceId, amount_cents: cents }] },
    key,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { allocated_cents: number };
}

const linesOf = async (paymentId: string) =>
  (await call('admin@demo.test', 'GET', `/payments/${paymentId}/ledger`)).json().allocations as {
    id: string;
    invoice_id: string;
    amount_cents: number;
    reversal: { at: string; by: string | null; reason: string } | null;
  }[];

const reverse = (email: string, paymentId: string, lineId: string, reason: string, key?: string) =>
  call(email, 'POST', `/payments/${paymentId}/allocations/${lineId}/reverse`, { reason }, key);

describe('removing an allocation that paid an invoice', () => {
  let invoiceId = '';
  let owed = 0;
  let paymentId = '';
  let lineId = '';
  let commission = 0;

  beforeAll(async () => {
    // Globex's partially paid August invoice: Acme's client, referred by Northwind, so paying it earns a commission.
    const [row] = await h.deps.db
      .select({ id: invoices.id, remaining: invoices.remaining_cents })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.client_id))
      .where(and(eq(clients.entity_name, 'Globex'), eq(invoices.status, 'partially_paid')));
    invoiceId = row!.id;
    owed = row!.remaining;
    paymentId = await settledPayment(owed + 5_000);
    await allocate(paymentId, invoiceId, owed, 'pay-august');
    await h.app.dispatcher.drain();
    lineId = (await linesOf(paymentId))[0]!.id;
    const earned = await h.deps.db
      .select()
      .from(distributions)
      .where(eq(distributions.invoice_id, invoiceId));
    expect(earned.map((d) => [d.status, d.round])).toEqual([['pending', 1]]);
    commission = earned[0]!.amount_cents;
    expect(commission).toBeGreaterThan(0);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', remaining_cents: 0 });
  });

  it('is refused to the client and any partner (403 with why, whatever the id), before the body is read', async () => {
    const client = await reverse(
      'client@globex.test',
      paymentId,
      lineId,
      'Not ours',
      'key-c-1-unalloc',
    );
    expect(client.statusCode).toBe(403);
    // Refused before the body is read (kit/authorize-first.ts), in the chart's words.
    expect(client.json()).toEqual({
      message: expect.stringMatching(/^Remove allocation is only for admins; you are a client/),
    });
    const partner = await reverse(
      'owner@acme.test',
      paymentId,
      lineId,
      'Not ours',
      'key-p-1-unalloc',
    );
    expect(partner.statusCode).toBe(403);
    expect(partner.json().message).toMatch(
      /^Remove allocation is only for admins; you are a partner/,
    );
    const stranger = await reverse(
      'owner@harborpoint.test',
      paymentId,
      lineId,
      'x',
      'key-p-2-unalloc',
    );
    // The same 403 whatever the id: a role that never removes allocations learns nothing of the payment.
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(
      /^Remove allocation is only for admins; you are a partner/,
    );
    const unknown = await reverse(
      'admin@demo.test',
      paymentId,
      crypto.randomUUID(),
      'x',
      'key-a-0-unalloc',
    );
    expect(unknown.statusCode).toBe(404);
    const blank = await reverse('admin@demo.test', paymentId, lineId, '  ', 'key-a-1-unalloc');
    expect(blank.statusCode).toBe(409);
    expect(blank.json().reasons).toEqual(['Removing an allocation needs a reason.']);
    const unkeyed = await reverse('admin@demo.test', paymentId, lineId, 'Wrong invoice');
    expect(unkeyed.statusCode).toBe(422);
    expect((await invoiceRow(invoiceId)).status).toBe('paid');
  });

  it('sent 20 times at once reverses once: the line kept and marked, the payment and invoice given back', async () => {
    const sends = await Promise.all(
      Array.from({ length: 20 }, () =>
        reverse(
          'admin@demo.test',
          paymentId,
          lineId,
          'Allocated to the wrong invoice',
          'key-undo-1-unalloc',
        ),
      ),
    );
    expect(sends.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const r of sends) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual(sends[0]!.json());
    }
    expect(sends[0]!.json()).toMatchObject({
      allocated_cents: 0,
      unallocated_cents: owed + 5_000,
      allocation_status: 'pending',
      allocation_sub_status: null,
    });
    expect((await paymentRow(paymentId)).allocated_due_cents).toBe(0);
    expect(await invoiceRow(invoiceId)).toMatchObject({
      status: 'partially_paid',
      remaining_cents: owed,
    });
    expect(await eventsOf(paymentId, 'payment.unallocate')).toHaveLength(1);
    const [taken] = await eventsOf(invoiceId, 'invoice.unallocate');
    expect(taken?.payload).toMatchObject({ cents: owed, allocation_id: lineId });
    expect(await linesOf(paymentId)).toEqual([
      expect.objectContaining({
        id: lineId,
        amount_cents: owed,
        reversal: {
          at: expect.any(String),
          by: 'admin@demo.test',
          reason: 'Allocated to the wrong invoice',
        },
      }),
    ]);
    const history = await call('admin@demo.test', 'GET', `/payments/${paymentId}/history`);
    const entry = (
      history.json() as { data: { type: string; payload: Record<string, unknown> }[] }
    ).data.find((e) => e.type === 'payment.unallocate');
    expect(entry?.payload).toMatchObject({
      allocation_id: lineId,
      amount_cents: owed,
      reason: 'Allocated to the wrong invoice',
    });

    const again = await reverse(
      'admin@demo.test',
      paymentId,
      lineId,
      'Again',
      'key-undo-2-unalloc',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().reasons).toEqual(['This allocation was already removed.']);
  });

  it('reverses the commission the paid invoice had earned', async () => {
    await h.app.dispatcher.drain();
    const rows = await h.deps.db
      .select()
      .from(distributions)
      .where(eq(distributions.invoice_id, invoiceId));
    const original = rows.find((d) => d.reverses_id === null)!;
    expect(rows.map((d) => [d.round, d.status, d.amount_cents]).sort()).toEqual([
      [1, 'reversed', -commission],
      [1, 'reversed', commission],
    ]);
    expect(rows.find((d) => d.reverses_id !== null)?.reverses_id).toBe(original.id);
  });

  it('allocated again, the invoice is paid again and its debt counts again', async () => {
    const again = await allocate(paymentId, invoiceId, owed, 'pay-august-again');
    expect(again).toMatchObject({
      allocated_cents: owed,
      allocation_status: 'partially_allocated',
      allocation_sub_status: 'over_payment',
    });
    expect((await paymentRow(paymentId)).allocated_due_cents).toBe(owed);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', remaining_cents: 0 });
    expect((await linesOf(paymentId)).map((l) => l.reversal === null).sort()).toEqual([
      false,
      true,
    ]);
  });
});

describe('removing one of several allocations', () => {
  it('keeps the invoice’s debt counted while another line still pays it', async () => {
    const invoice = await openInvoice(h.deps.db, 'Globex', 9401, 10_000);
    const id = await settledPayment(8_000);
    await allocate(id, invoice, 1_000, 'two-lines-1');
    await allocate(id, invoice, 2_000, 'two-lines-2');
    // The test clock stands still, so both lines share a time: tell them apart by amount.
    const lines = await linesOf(id);
    const first = lines.find((l) => l.amount_cents === 1_000)!;
    const second = lines.find((l) => l.amount_cents === 2_000)!;
    const one = await reverse('admin@demo.test', id, first.id, 'Keyed twice', 'two-undo-1');
    expect(one.json()).toMatchObject({
      allocated_cents: 2_000,
      allocation_status: 'partially_allocated',
      allocation_sub_status: 'under_payment',
    });
    expect((await paymentRow(id)).allocated_due_cents).toBe(10_000);
    expect(await invoiceRow(invoice)).toMatchObject({
      status: 'partially_paid',
      remaining_cents: 8_000,
    });
    await reverse('admin@demo.test', id, second.id, 'Not this invoice', 'two-undo-2');
    expect(await paymentRow(id)).toMatchObject({ allocated_cents: 0, allocated_due_cents: 0 });
    expect(await invoiceRow(invoice)).toMatchObject({ status: 'open', remaining_cents: 10_000 });
  });

  it('is refused once a credit note has closed the invoice', async () => {
    const invoice = await openInvoice(h.deps.db, 'Globex', 9402, 10_000);
    const id = await settledPayment(4_000);
    await allocate(id, invoice, 4_000, 'credited-1');
    const credited = await call(
      'admin@demo.test',
      'POST',
      `/invoices/${invoice}/actions/credit`,
      { reason: 'Goodwill for the outage' },
      'credited-credit',
    );
    expect(credited.statusCode, credited.body).toBe(200);
    const line = (await linesOf(id))[0]!;
    const refused = await reverse('admin@demo.test', id, line.id, 'Wrong invoice', 'credited-2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual([
      'A credit note has closed the invoice since: the allocation can no longer be taken back.',
    ]);
    expect(
      await h.deps.db
        .select()
        .from(paymentAllocations)
        .where(
          and(eq(paymentAllocations.payment_id, id), inArray(paymentAllocations.id, [line.id])),
        ),
    ).toEqual([expect.objectContaining({ reversed_at: null, reversal_reason: null })]);
  });
});
