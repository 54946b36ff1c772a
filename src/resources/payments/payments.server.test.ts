import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { DEMO_SETTLE_MS } from '../../server/billing/bank-adapter';
import {
  bankMethods,
  events,
  idempotencyKeys,
  invoices,
  paymentAllocations,
  payments,
  transfers,
} from '../../server/db/schema';
import { openInvoice } from '../../../tests/kit/open-invoice';

let h: Harness;
let method: string;
beforeAll(async () => {
  h = await createHarness();
  // Globex's payment method from the payments seed.
  [{ id: method }] = (await h.deps.db
    .select({ id: bankMethods.id })
    .from(bankMethods)
    .where(eq(bankMethods.bank_name, 'First Demo Bank'))) as [{ id: string }];
});
afterAll(() => h.close());

const call = callerOf(() => h);
// The app's own runner, so a pass never runs beside its timer's and skips what that one holds locked.
const settleDue = () => h.app.transferRunner.pass();
const invoiceRow = async (id: string) =>
  (await h.deps.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const paymentsOf = async (invoiceId: string) =>
  h.deps.db.select().from(payments).where(eq(payments.intended_invoice_id, invoiceId));

describe('/pay: a client pays an open invoice through a payment method', () => {
  it('charges once under 100 concurrent replays, settles through the bank and pays the invoice', async () => {
    const invoice = await openInvoice(h.deps.db, 'Globex', 9101, 250_000);
    const body = { invoice_id: invoice, bank_method_id: method };
    // 100 sends of one request at once: one runs, the others wait for it and replay its answer.
    const sends = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('client@globex.test', 'POST', '/pay', body, 'pay-key-0001'),
      ),
    );
    expect(sends.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const first = sends[0]!;
    expect(first.statusCode).toBe(201);
    expect(first.json().payment).toMatchObject({
      status: 'processing',
      amount_cents: 250_000,
      allocation_status: 'pending',
    });
    for (const again of sends) {
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    }
    const [payment] = await paymentsOf(invoice);
    expect(await paymentsOf(invoice)).toHaveLength(1);
    expect(
      await h.deps.db.select().from(transfers).where(eq(transfers.payment_id, payment!.id)),
    ).toHaveLength(1);

    // The same key with another request is refused; another key for the same invoice cannot pay it twice.
    const reused = await call(
      'client@globex.test',
      'POST',
      '/pay',
      { ...body, bank_method_id: invoice },
      'pay-key-0001',
    );
    expect(reused.statusCode).toBe(422);
    const second = await call('client@globex.test', 'POST', '/pay', body, 'pay-key-0002');
    expect(second.statusCode).toBe(409);
    expect(second.json().reasons[0]).toMatch(/still processing/);

    // The demo bank answers after DEMO_SETTLE_MS: the payment settles and pays the invoice. The
    // payment's after-commit work goes first: a transfer it holds locked is skipped until the next pass.
    await h.app.dispatcher.drain();
    expect(await settleDue()).toBe(0);
    h.clock.advance(DEMO_SETTLE_MS);
    // The runner's own two-second tick may take the due transfer before this pass does (a slow run
    // saw it do so): what counts is the settled payment the receipt shows, not whose pass it was.
    await settleDue();
    // Decided once: no pass after it finds the transfer still due.
    expect(await settleDue()).toBe(0);
    const receipt = await call('client@globex.test', 'GET', `/pay/receipts/${payment!.id}`);
    expect(receipt.json()).toMatchObject({
      invoice_number: 'INV-009101',
      payment: {
        status: 'settled',
        allocated_cents: 250_000,
        allocation_status: 'allocated',
        allocation_sub_status: 'full',
      },
    });
    expect(await invoiceRow(invoice)).toMatchObject({
      status: 'paid',
      allocated_cents: 250_000,
      remaining_cents: 0,
    });
    const paidAgain = await call('client@globex.test', 'POST', '/pay', body, 'pay-key-0003');
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().message).toBe('This invoice is not open for payment');
  });

  it('a failed transfer is retried by the client; others may not pay or see it', async () => {
    const invoice = await openInvoice(h.deps.db, 'Globex', 9102, 10_013);
    const res = await call(
      'client@globex.test',
      'POST',
      '/pay',
      { invoice_id: invoice, bank_method_id: method },
      'pay-key-fail-1',
    );
    const id = res.json().payment.id as string;
    h.clock.advance(DEMO_SETTLE_MS);
    await settleDue();
    const failed = await call('client@globex.test', 'GET', `/payments/${id}`);
    expect(failed.json().payment).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/Insufficient funds/),
    });
    expect(
      failed.json().actions.find((a: { action: string }) => a.action === 'retry').available,
    ).toBe(true);

    const cancel = await call(
      'client@globex.test',
      'POST',
      `/payments/${id}/actions/cancel`,
      {},
      `cancel-${id}`,
    );
    expect(cancel.statusCode).toBe(403);
    const unkeyed = await call('client@globex.test', 'POST', `/payments/${id}/actions/retry`, {});
    expect(unkeyed.statusCode).toBe(422);
    expect(unkeyed.json().detail[0].loc).toEqual(['header', 'idempotency-key']);
    // The same retry sent five times at once starts one new transfer.
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('client@globex.test', 'POST', `/payments/${id}/actions/retry`, {}, `retry-${id}`),
      ),
    );
    expect(retries.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const retry = retries[0]!;
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment.status).toBe('processing');
    await h.app.dispatcher.drain();
    expect(
      await h.deps.db.select().from(transfers).where(eq(transfers.payment_id, id)),
    ).toHaveLength(2);
    // Processing: the bank has it; nobody may mark it received or cancel it now (409 with reasons).
    const received = await call(
      'admin@demo.test',
      'POST',
      `/payments/${id}/actions/mark_received`,
      {},
      `received-${id}`,
    );
    expect(received.statusCode).toBe(409);
    expect(received.json()).toMatchObject({
      from: 'processing',
      action: 'mark_received',
      reasons: [expect.stringMatching(/bank transfer is under way/)],
    });

    // Globex is Acme's client: Acme sees the payment, another partner does not; no partner pays on /pay.
    expect((await call('owner@acme.test', 'GET', `/payments/${id}`)).statusCode).toBe(200);
    expect((await call('owner@harborpoint.test', 'GET', `/payments/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call(
          'owner@acme.test',
          'POST',
          '/pay',
          { invoice_id: invoice, bank_method_id: method },
          'pay-key-acme-1',
        )
      ).statusCode,
    ).toBe(403);
    const history = await call('admin@demo.test', 'GET', `/payments/${id}/history`);
    expect(history.json().data.map((e: { type: string }) => e.type)).toEqual([
      'payment.created',
      'payment.submit',
      'payment.fail',
      'payment.retry',
    ]);
  });
});

describe('allocations', () => {
  async function settledPayment(amount: number, reference: string | null = null): Promise<string> {
    const client = (
      await h.deps.db.select().from(invoices).where(eq(invoices.issuer_key, 'test:Globex'))
    )[0]!.client_id;
    const { insertPayment } = await import('./service.server');
    const id = await h.deps.db.transaction(async (tx) => {
      const origin = {
        actorUserId: null,
        actorRole: 'test',
        ip: null,
        userAgent: null,
        location: null,
        occurredAt: h.clock.now,
      };
      const row = await insertPayment(
        tx,
        {
          client_id: client,
          partner_id: null,
          payer_name: 'Globex',
          amount_cents: amount,
          source: 'bank_statement',
          bank_method_id: null,
          intended_invoice_id: null,
          reference,
          received_date: '2026-11-19',
          upload_id: null,
        },
        origin,
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
    expect(received.statusCode).toBe(200);
    return id;
  }

  it('an admin allocates a payment across two invoices; refusals say why', async () => {
    const a = await openInvoice(h.deps.db, 'Globex', 9201, 30_000);
    const b = await openInvoice(h.deps.db, 'Globex', 9202, 50_000);
    const id = await settledPayment(60_000, 'Remittance INV-009202');
    const ledger = await call('admin@demo.test', 'GET', `/payments/${id}/ledger`);
    // The invoice the reference names comes first and is suggested in full.
    const open = ledger.json().open_invoices as { id: string; suggested_cents: number }[];
    expect(open[0]).toMatchObject({ id: b, suggested_cents: 50_000 });
    expect(open.find((i) => i.id === a)).toBeDefined();
    expect(open.reduce((s, i) => s + i.suggested_cents, 0)).toBe(60_000);

    const client = await call(
      'client@globex.test',
      'POST',
      `/payments/${id}/allocations`,
      { allocations: [{ invoice_id: a, amount_cents: 100 }] },
      'alloc-client-1',
    );
    expect(client.statusCode).toBe(403);
    const tooMuch = await call(
      'admin@demo.test',
      'POST',
      `/payments/${id}/allocations`,
      { allocations: [{ invoice_id: a, amount_cents: 30_001 }] },
      'alloc-key-0001',
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().reasons).toEqual(['The invoice has only $300.00 left to pay.']);

    const body = {
      allocations: [
        { invoice_id: a, amount_cents: 30_000 },
        { invoice_id: b, amount_cents: 30_000 },
      ],
    };
    const done = await call(
      'admin@demo.test',
      'POST',
      `/payments/${id}/allocations`,
      body,
      'alloc-key-0002',
    );
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({
      allocated_cents: 60_000,
      allocation_status: 'allocated',
      allocation_sub_status: 'under_payment',
    });
    const replay = await call(
      'admin@demo.test',
      'POST',
      `/payments/${id}/allocations`,
      body,
      'alloc-key-0002',
    );
    expect(replay.json()).toEqual(done.json());
    expect(await invoiceRow(a)).toMatchObject({ status: 'paid', remaining_cents: 0 });
    expect(await invoiceRow(b)).toMatchObject({
      status: 'partially_paid',
      remaining_cents: 20_000,
      allocated_cents: 30_000,
    });

    const more = await call(
      'admin@demo.test',
      'POST',
      `/payments/${id}/allocations`,
      { allocations: [{ invoice_id: b, amount_cents: 1 }] },
      'alloc-key-0003',
    );
    expect(more.json().reasons).toEqual(['Only $0.00 of this payment is left to allocate.']);
    const lines = (await call('admin@demo.test', 'GET', `/payments/${id}/ledger`)).json()
      .allocations;
    expect(lines.map((l: { sub_status: string }) => l.sub_status)).toEqual([
      'full',
      'under_payment',
    ]);
  });

  it('20 concurrent allocations of one payment never allocate more than it holds', async () => {
    const invoiceIds = await Promise.all(
      Array.from({ length: 20 }, (_, i) => openInvoice(h.deps.db, 'Globex', 9300 + i, 10_000)),
    );
    const id = await settledPayment(55_000);
    const results = await Promise.all(
      invoiceIds.map((invoice, i) =>
        call(
          'admin@demo.test',
          'POST',
          `/payments/${id}/allocations`,
          { allocations: [{ invoice_id: invoice, amount_cents: 10_000 }] },
          `race-key-${i}-x`,
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const [p] = await h.deps.db.select().from(payments).where(eq(payments.id, id));
    const lines = await h.deps.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.payment_id, id));
    expect(p!.allocated_cents).toBe(50_000);
    expect(lines.reduce((s, l) => s + l.amount_cents, 0)).toBe(50_000);
    const allocateEvents = (
      await h.deps.db.select().from(events).where(eq(events.stream_id, id))
    ).filter((e) => e.type === 'payment.allocate');
    expect(allocateEvents).toHaveLength(5);
    // Refused requests left no key behind: they may be retried.
    expect(
      (await h.deps.db.select().from(idempotencyKeys)).filter((k) => k.key.startsWith('race-key-')),
    ).toHaveLength(5);
  });
});

describe('bank statement upload', () => {
  it('creates payments from a clean file once, refuses a file with a bad row and says which', async () => {
    const bad = await call(
      'admin@demo.test',
      'POST',
      '/payment_uploads',
      {
        filename: 'nov.csv',
        content:
          'date,amount,payer,reference\n2026-11-19,1200.00,Globex,INV-009201\n2026-13-01,-5,Nobody,\n',
      },
      'statement-key-1',
    );
    expect(bad.statusCode).toBe(201);
    expect(bad.json()).toMatchObject({
      upload_id: null,
      created: 0,
      total_cents: 0,
      payments: [],
      rows: [
        { row: 2, ok: true },
        {
          row: 3,
          ok: false,
          errors: [
            'date: not a date (YYYY-MM-DD)',
            'amount: not a positive amount',
            'payer: no client of yours has this name',
          ],
        },
      ],
    });
    const good = {
      filename: 'nov.csv',
      content:
        'date,amount,payer,reference\n2026-11-19,"1,200.00",Globex,Remittance INV-009201\n2026-11-20,75.5,globex,\n',
    };
    const first = await call(
      'admin@demo.test',
      'POST',
      '/payment_uploads',
      good,
      'statement-key-2',
    );
    const again = await call(
      'admin@demo.test',
      'POST',
      '/payment_uploads',
      good,
      'statement-key-2',
    );
    expect(first.json()).toMatchObject({
      created: 2,
      total_cents: 127_550,
      payments: [
        { amount_cents: 120_000, status: 'settled', reference: 'Remittance INV-009201' },
        { amount_cents: 7_550, status: 'settled', reference: null, allocation_status: 'pending' },
      ],
    });
    expect(again.json()).toEqual(first.json());
    const made = await h.deps.db
      .select()
      .from(payments)
      .where(eq(payments.upload_id, first.json().upload_id));
    expect(made.map((p) => [p.amount_cents, p.status]).sort()).toEqual([
      [120_000, 'settled'],
      [7_550, 'settled'],
    ]);
    expect(
      (await call('client@globex.test', 'POST', '/payment_uploads', good, 'statement-key-3'))
        .statusCode,
    ).toBe(403);
  });
});
