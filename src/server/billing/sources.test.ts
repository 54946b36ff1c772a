import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { InvoiceDetail } from '../../resources/invoices/server';
import type { Tx } from '../db/client';
import { adjustments, events, expenses, transactions } from '../db/schema';
import { syncClientPeriod } from './sources';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const ADMIN = 'admin@demo.test';
const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    headers: {
      authorization: `Bearer ${await h.login(ADMIN)}`,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const month = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${date.slice(0, 7)}-01`, `${date.slice(0, 7)}-${last}`] as const;
};

/** Generates the month of `date` for a client; answers its invoices with their lines. */
async function invoiceMonth(clientId: string, date: string): Promise<InvoiceDetail[]> {
  const [period_start, period_end] = month(date);
  const run = await call('POST', '/invoice_runs', {
    client_id: clientId,
    period_start,
    period_end,
  });
  expect(run.statusCode, run.body).toBe(201);
  const list = await call('GET', `/invoices?invoice_run_id=${run.json().id}`);
  const out: InvoiceDetail[] = [];
  for (const { id } of list.json().data as { id: string }[])
    out.push(((await call('GET', `/invoices/${id}`)).json() as { invoice: InvoiceDetail }).invoice);
  return out;
}

function expectReconciled(i: InvoiceDetail) {
  expect(i.total_bill_cents).toBe(sum(i.lines.map((l) => l.bill_cents)));
  expect(i.total_pay_cents).toBe(sum(i.lines.map((l) => l.pay_cents)));
  expect(i.total_sales_tax_cents).toBe(sum(i.lines.map((l) => l.sales_tax_cents)));
  expect(i.total_due_cents).toBe(i.total_bill_cents + i.total_sales_tax_cents);
}

const onInvoice = (invoices: InvoiceDetail[], txId: string) =>
  invoices.find((i) => i.lines.some((l) => l.transaction_id === txId));

describe('expenses and adjustments as transactions, billed through the invoice lifecycle', () => {
  it('an approved billable expense is a pay and a bill; its invoice reconciles; it is then locked and marked billed on sending', async () => {
    const [e] = await h.deps.db
      .select()
      .from(expenses)
      .where(
        and(
          eq(expenses.status, 'approved'),
          eq(expenses.billable, true),
          eq(expenses.billed, false),
          eq(expenses.type, 'reimbursement'),
        ),
      )
      .limit(1);
    expect(e).toBeDefined();
    const mine = () =>
      h.deps.db
        .select()
        .from(transactions)
        .where(eq(transactions.source_id, e!.id))
        .orderBy(asc(transactions.kind));
    const invoices = await invoiceMonth(e!.client_id, e!.date);
    const written = await mine();
    expect(written.map((t) => [t.kind, t.amount_cents]).sort()).toEqual([
      ['bill', e!.amount_cents],
      ['pay', e!.amount_cents],
    ]);
    const bill = written.find((t) => t.kind === 'bill')!;
    const invoice = onInvoice(invoices, bill.id);
    expect(invoice?.lines.find((l) => l.transaction_id === bill.id)).toMatchObject({
      kind: 'expense',
      bill_cents: e!.amount_cents,
      pay_cents: e!.amount_cents,
    });
    for (const i of invoices) expectReconciled(i);

    // Syncing again writes nothing new and leaves the invoiced bill as invoiced.
    await h.deps.db.transaction((tx) =>
      syncClientPeriod(tx as unknown as Tx, e!.client_id, ...month(e!.date)),
    );
    expect(await mine()).toEqual(written.map((t) => expect.objectContaining({ id: t.id })));

    const refused = await call('POST', `/expenses/${e!.id}/actions/unapprove`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toContain(
      'It is on a client invoice; the approval is locked until that invoice is void.',
    );

    const sent = await call('POST', `/invoices/${invoice!.id}/actions/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const [after] = await h.deps.db.select().from(expenses).where(eq(expenses.id, e!.id));
    expect(after).toMatchObject({ billed: true, status: 'approved' });
    const [marked] = await h.deps.db
      .select()
      .from(events)
      .where(and(eq(events.stream_id, e!.id), eq(events.type, 'expense.markBilled')));
    expect(marked).toMatchObject({ actor_role: 'system:billing' });
  });

  it('an approved bill adjustment is a bill line of its amount; on an invoice it cannot be reversed; sending invoices it', async () => {
    const [a] = await h.deps.db
      .select()
      .from(adjustments)
      .where(and(eq(adjustments.status, 'approved'), eq(adjustments.direction, 'bill')))
      .limit(1);
    expect(a?.client_id).toBeTruthy();
    const invoices = await invoiceMonth(a!.client_id!, a!.date);
    const [bill] = await h.deps.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.source_id, a!.id), eq(transactions.kind, 'bill')));
    const signed = a!.type === 'deduction' ? -a!.amount_cents : a!.amount_cents;
    expect(bill?.amount_cents).toBe(signed);
    const invoice = onInvoice(invoices, bill!.id);
    expect(invoice?.lines.find((l) => l.transaction_id === bill!.id)).toMatchObject({
      kind: 'adjustment',
      bill_cents: signed,
      pay_cents: 0,
    });
    for (const i of invoices) expectReconciled(i);

    const refused = await call('POST', `/adjustments/${a!.id}/actions/reverse`, {
      reason: 'Entered twice',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toContain(
      'It is on a client invoice; it can no longer be reversed.',
    );
    expect((await call('GET', `/adjustments/${a!.id}`)).json().adjustment.on_invoice).toBe(true);

    expect((await call('POST', `/invoices/${invoice!.id}/actions/send`, {})).statusCode).toBe(200);
    const [after] = await h.deps.db.select().from(adjustments).where(eq(adjustments.id, a!.id));
    expect(after?.status).toBe('invoiced');
  });

  it('a contractor-paid pay adjustment is a negative pay once approved, and on hold once reversed', async () => {
    const [e] = await h.deps.db
      .select()
      .from(expenses)
      .where(eq(expenses.status, 'approved'))
      .limit(1);
    const created = await call('POST', '/adjustments', {
      contractor_id: e!.contractor_id,
      client_id: e!.client_id,
      assignment_id: e!.assignment_id,
      direction: 'pay',
      payer: 'contractor',
      type: 'deduction',
      amount_cents: 2_500,
      date: '2026-11-10',
      notes: 'Lost badge',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await call('POST', `/adjustments/${id}/actions/approve`, {})).statusCode).toBe(200);
    await h.app.dispatcher.drain();
    const pay = () =>
      h.deps.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.source_id, id), eq(transactions.kind, 'pay')));
    expect((await pay())[0]).toMatchObject({ amount_cents: -2_500, status: 'approved' });
    const reversed = await call('POST', `/adjustments/${id}/actions/reverse`, {
      reason: 'Badge found',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    await h.app.dispatcher.drain();
    expect((await pay())[0]?.status).toBe('hold');
  });
});

describe('money-moving POSTs replayed concurrently have one effect', () => {
  it('one invoice run and one sending per Idempotency-Key', async () => {
    const [e] = await h.deps.db.select().from(expenses).limit(1);
    const token = await h.login(ADMIN);
    const post = (url: string, payload: object, key: string) =>
      h.app.inject({
        method: 'POST',
        url: `/v2${url}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        payload,
      });
    const body = { client_id: e!.client_id, period_start: '2026-06-01', period_end: '2026-12-31' };
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => post('/invoice_runs', body, 'run-key-0001')),
    );
    expect(runs.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(runs.map((r) => r.json().id)).size).toBe(1);
    expect(runs.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const unkeyed = await call('GET', '/invoices?status=draft');
    const draft = (unkeyed.json().data as { id: string }[])[0]!;
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => post(`/invoices/${draft.id}/actions/send`, {}, 'send-key-1')),
    );
    expect(sends.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sent = await h.deps.db
      .select()
      .from(events)
      .where(and(eq(events.stream_id, draft.id), eq(events.type, 'invoice.send')));
    expect(sent).toHaveLength(1);
    const missing = await h.app.inject({
      method: 'POST',
      url: `/v2/invoices/${draft.id}/actions/void`,
      headers: { authorization: `Bearer ${token}` },
      payload: { reason: 'Wrong client' },
    });
    expect(missing.statusCode).toBe(422);
  });
});
