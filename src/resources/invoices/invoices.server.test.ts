import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { demoClientId } from '../../../tests/kit/demo-ids';
import type { InvoiceDetail } from './contract';
import { applyAllocation } from '../../server/billing/allocation';
import { nextInvoiceNumber } from '../../server/billing/numbering';
import { outbox, timesheets, transactions } from '../../server/db/schema';
import type { Tx } from '../../server/db/client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    // Every POST carries a fresh key: the money-moving ones require it (kit/idempotency.ts).
    headers: {
      authorization: `Bearer ${await h.login(email)}`,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const detail = async (id: string, email = 'admin@demo.test') =>
  ((await call(email, 'GET', `/invoices/${id}`)).json() as { invoice: InvoiceDetail }).invoice;
const origin = () => ({
  actorUserId: null,
  actorRole: 'system',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: h.clock.now,
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Every total is the sum of its lines' column, and due = bill + tax = allocated + remaining. */
function expectReconciled(i: InvoiceDetail) {
  expect(i.line_count).toBe(i.lines.length);
  expect(i.total_bill_cents).toBe(sum(i.lines.map((l) => l.bill_cents)));
  expect(i.total_pay_cents).toBe(sum(i.lines.map((l) => l.pay_cents)));
  expect(i.total_sales_tax_cents).toBe(sum(i.lines.map((l) => l.sales_tax_cents)));
  expect(i.total_due_cents).toBe(i.total_bill_cents + i.total_sales_tax_cents);
  expect(i.allocated_cents + i.remaining_cents).toBe(i.total_due_cents);
}

describe('a client’s period invoiced, sent, paid, voided and credited', () => {
  let first: InvoiceDetail;
  let second: InvoiceDetail;
  let label = '';

  it('generates drafts from approved billable timesheets, taxed per state, reconciled to the cent', async () => {
    const taken = await call('admin@demo.test', 'POST', '/sales_taxes', {
      state: 'il',
      rate_bps: 700,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail[0].msg).toBe('This state already has a sales tax rate');
    const tax = await call('admin@demo.test', 'POST', '/sales_taxes', {
      state: 'nv',
      rate_bps: 685,
    });
    expect(tax.statusCode, tax.body).toBe(201);
    expect(tax.json()).toMatchObject({ state: 'NV', rate: '6.85%' });
    expect(
      (await call('owner@selfco.test', 'POST', '/sales_taxes', { state: 'AZ', rate_bps: 560 }))
        .statusCode,
    ).toBe(403);
    const globex = await demoClientId(h, 'Globex');
    const refused = await call('owner@acme.test', 'POST', '/invoice_runs', {
      client_id: globex,
      period_start: '2026-09-01',
      period_end: '2026-09-30',
    });
    expect(refused.statusCode).toBe(403);
    const backwards = await call('admin@demo.test', 'POST', '/invoice_runs', {
      client_id: globex,
      period_start: '2026-09-30',
      period_end: '2026-09-01',
    });
    expect(backwards.statusCode).toBe(422);

    const runs = [];
    for (const [start, end] of [
      ['2026-10-01', '2026-10-31'],
      ['2026-11-01', '2026-11-30'],
    ]) {
      const run = await call('admin@demo.test', 'POST', '/invoice_runs', {
        client_id: globex,
        period_start: start,
        period_end: end,
      });
      expect(run.statusCode, run.body).toBe(201);
      runs.push(run.json() as { id: string; invoice_count: number });
    }
    const [oct, nov] = runs;
    expect(oct?.invoice_count).toBe(1);
    const list = await call('admin@demo.test', 'GET', `/invoices?invoice_run_id=${oct?.id}`);
    const [row] = (
      list.json() as { data: { id: string; status: string; purchase_orders: string[] }[] }
    ).data;
    expect(row).toMatchObject({ status: 'draft', purchase_orders: ['PO-GLX-24018'] });
    first = await detail(row!.id);
    expect(first.lines.length).toBeGreaterThan(0);
    expect(first.total_sales_tax_cents).toBeGreaterThan(0);
    expect(first.lines.every((l) => l.date >= '2026-10-01' && l.date <= '2026-10-31')).toBe(true);
    expectReconciled(first);
    const novList = await call('admin@demo.test', 'GET', `/invoices?invoice_run_id=${nov?.id}`);
    second = await detail((novList.json() as { data: { id: string }[] }).data[0]!.id);
    expectReconciled(second);

    // Generating the same period again finds nothing new: each transaction is on one invoice.
    const again = await call('admin@demo.test', 'POST', '/invoice_runs', {
      client_id: globex,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
    });
    expect((again.json() as { invoice_count: number }).invoice_count).toBe(0);
  });

  it('locks the invoiced timesheets: unapprove is refused with the reason', async () => {
    const [{ sheet } = { sheet: undefined }] = await h.deps.db
      .select({ sheet: timesheets })
      .from(transactions)
      .innerJoin(timesheets, eq(timesheets.id, transactions.source_id))
      .where(and(eq(transactions.invoice_id, first.id), eq(timesheets.paid, false)));
    expect(sheet?.client_billing_invoice_date).toBe('2026-11-20');
    const res = await call(
      'admin@demo.test',
      'POST',
      `/timesheets/${sheet!.id}/actions/unapprove`,
      {},
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().reasons).toContain('It is already on a client invoice; billing is locked.');
  });

  it('only employers send; sending numbers invoices in order, sets the due date and mails the client', async () => {
    expect(
      (await call('owner@acme.test', 'POST', `/invoices/${first.id}/actions/send`, {})).statusCode,
    ).toBe(403);
    expect(
      (await call('client@globex.test', 'POST', `/invoices/${first.id}/actions/send`, {}))
        .statusCode,
    ).toBe(403);
    const sent = await call('admin@demo.test', 'POST', `/invoices/${first.id}/actions/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const n = (sent.json() as { invoice: InvoiceDetail }).invoice.number!;
    label = `INV-${String(n).padStart(6, '0')}`;
    expect(sent.json().invoice).toMatchObject({
      status: 'open',
      number_label: label,
      due_date: '2026-12-20',
    });
    const next = await call('admin@demo.test', 'POST', `/invoices/${second.id}/actions/send`, {});
    expect(next.json().invoice).toMatchObject({ status: 'open', number: n + 1 });
    const twice = await call('admin@demo.test', 'POST', `/invoices/${first.id}/actions/send`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().reasons[0]).toContain('Send is not possible now');

    await h.app.dispatcher.drain();
    const mails = await h.deps.db.select().from(outbox).where(eq(outbox.to, 'client@globex.test'));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Invoice ${label} from Acme`)]),
    );
    const pdf = await call('client@globex.test', 'GET', `/invoices/${first.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain(label);
    const bills = await h.deps.db
      .select()
      .from(transactions)
      .where(eq(transactions.invoice_id, first.id));
    expect(new Set(bills.map((b) => b.status))).toEqual(new Set(['complete']));
  });

  it('payments allocate through the chart: partly, then the rest; never more than remains', async () => {
    const part = Math.floor(first.total_due_cents / 3);
    await h.deps.db.transaction((tx) =>
      applyAllocation(tx as unknown as Tx, first.id, part, origin(), h.deps.subscribers, {
        allocationId: 'alloc-1',
      }),
    );
    expect(await detail(first.id)).toMatchObject({
      status: 'partially_paid',
      allocated_cents: part,
      remaining_cents: first.total_due_cents - part,
    });
    await expect(
      h.deps.db.transaction((tx) =>
        applyAllocation(
          tx as unknown as Tx,
          first.id,
          first.total_due_cents,
          origin(),
          h.deps.subscribers,
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    const voided = await call('admin@demo.test', 'POST', `/invoices/${first.id}/actions/void`, {
      reason: 'Wrong client',
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().reasons[0]).toContain('Void is not possible now');
    await h.deps.db.transaction((tx) =>
      applyAllocation(
        tx as unknown as Tx,
        first.id,
        first.total_due_cents - part,
        origin(),
        h.deps.subscribers,
      ),
    );
    const paid = await detail(first.id);
    expect(paid).toMatchObject({
      status: 'paid',
      remaining_cents: 0,
      mark_paid_date: '2026-11-20',
    });
    expectReconciled(paid);
  });

  it('credit note settles what remains; void frees the transactions and unlocks the timesheets', async () => {
    const noReason = await call(
      'admin@demo.test',
      'POST',
      `/invoices/${second.id}/actions/credit`,
      {},
    );
    expect(noReason.statusCode).toBe(409);
    expect(noReason.json().reasons).toEqual(['It needs a reason.']);
    const credited = await call(
      'admin@demo.test',
      'POST',
      `/invoices/${second.id}/actions/credit`,
      { reason: 'Rates disputed' },
    );
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().invoice).toMatchObject({ status: 'paid', remaining_cents: 0 });
    const notes = (
      await call('admin@demo.test', 'GET', '/invoices?invoice_type=credit_note')
    ).json() as { data: { id: string }[] };
    const note = await detail(notes.data[0]!.id);
    expect(note).toMatchObject({
      number: (await detail(second.id)).number! + 1,
      credited_invoice_id: second.id,
      total_due_cents: -second.total_due_cents,
      status: 'paid',
    });
    expectReconciled(note);

    const initech = await demoClientId(h, 'Initech');
    const run = await call('admin@demo.test', 'POST', '/invoice_runs', {
      client_id: initech,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
    });
    const draftId = (
      (
        await call('admin@demo.test', 'GET', `/invoices?invoice_run_id=${run.json().id}`)
      ).json() as { data: { id: string }[] }
    ).data[0]!.id;
    const sheets = await h.deps.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.invoice_id, draftId), eq(transactions.source_type, 'timesheet')));
    const voided = await call('admin@demo.test', 'POST', `/invoices/${draftId}/actions/void`, {
      reason: 'Generated too early',
    });
    expect(voided.json().invoice).toMatchObject({
      status: 'void',
      number: null,
      void_reason: 'Generated too early',
    });
    const freed = await h.deps.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, sheets[0]!.id));
    expect(freed[0]).toMatchObject({ invoice_id: null, status: 'approved' });
    const [sheet] = await h.deps.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.id, sheets[0]!.source_id));
    expect(sheet?.client_billing_invoice_date).toBeNull();
    const history = await call('admin@demo.test', 'GET', `/invoices/${draftId}/history`);
    expect((history.json() as { data: { type: string }[] }).data.map((e) => e.type)).toEqual([
      'invoice.generated',
      'invoice.void',
    ]);
  });

  it('lists and CSV in each tenant’s scope; contractors and other partners see none', async () => {
    const csv = await call('client@globex.test', 'GET', '/invoices?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('number,invoice_type,status,payer');
    expect(csv.body).toContain(label);
    const own = (await call('owner@selfco.test', 'GET', '/invoices?per_page=200')).json() as {
      data: { client_name: string }[];
    };
    expect(own.data.length).toBeGreaterThan(0);
    expect(new Set(own.data.map((i) => i.client_name))).toEqual(new Set(['Initech']));
    expect((await call('contractor@demo.test', 'GET', '/invoices')).statusCode).toBe(403);
    expect((await call('owner@selfco.test', 'GET', `/invoices/${first.id}`)).statusCode).toBe(404);
    expect(
      (await call('contractor@demo.test', 'GET', `/invoices/${first.id}/pdf`)).statusCode,
    ).toBe(403);
  });
});

it('invoice numbers run without gaps or repeats per issuer, under concurrent senders and rollbacks', async () => {
  const take = () =>
    h.deps.db.transaction((tx) => nextInvoiceNumber(tx as unknown as Tx, 'partner:concurrency'));
  const rolledBack = h.deps.db
    .transaction(async (tx) => {
      await nextInvoiceNumber(tx as unknown as Tx, 'partner:concurrency');
      throw new Error('send failed');
    })
    .catch(() => null);
  const numbers = await Promise.all([
    ...Array.from({ length: 12 }, take),
    rolledBack.then(() => take()),
  ]);
  expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  expect(await take()).toBe(14);
});
