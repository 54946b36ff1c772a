import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { InvoiceDetail } from '../../resources/invoices/server';
import { adjustments, events, expenses, transactions } from '../db/schema';

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await createHarness();
  token = await h.login('admin@demo.test');
});
afterAll(async () => h.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });

const month = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return [
    `${date.slice(0, 7)}-01`,
    `${date.slice(0, 7)}-${new Date(Date.UTC(y, m, 0)).getUTCDate()}`,
  ];
};

/** Generates the client's month; answers the draft holding the bill transaction `billId`. */
async function draftHolding(
  clientId: string,
  date: string,
  billId: string,
): Promise<InvoiceDetail> {
  const [period_start, period_end] = month(date);
  const run = await call('POST', '/invoice_runs', {
    client_id: clientId,
    period_start,
    period_end,
  });
  expect(run.statusCode, run.body).toBe(201);
  const list = await call('GET', `/invoices?invoice_run_id=${run.json().id}`);
  for (const { id } of list.json().data as { id: string }[]) {
    const invoice = ((await call('GET', `/invoices/${id}`)).json() as { invoice: InvoiceDetail })
      .invoice;
    if (invoice.lines.some((l) => l.transaction_id === billId)) return invoice;
  }
  throw new Error('the bill is on none of the generated invoices');
}

describe('voiding a sent invoice frees its expenses and adjustments to be invoiced again', () => {
  it('takes their billing back through their charts, and the next generation invoices them anew', async () => {
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
      .orderBy(asc(expenses.date))
      .limit(1);
    expect(e).toBeDefined();
    const created = await call('POST', '/adjustments', {
      contractor_id: e!.contractor_id,
      client_id: e!.client_id,
      assignment_id: e!.assignment_id,
      direction: 'bill',
      payer: 'client',
      type: 'correction',
      amount_cents: 4_321,
      date: e!.date,
      notes: 'Parking rebilled',
    });
    expect(created.statusCode, created.body).toBe(201);
    const adjustmentId = created.json().id as string;
    expect(
      (await call('POST', `/adjustments/${adjustmentId}/actions/approve`, {})).statusCode,
    ).toBe(200);
    await h.app.dispatcher.drain();
    const bills = () =>
      h.deps.db
        .select()
        .from(transactions)
        .where(
          and(
            inArray(transactions.source_id, [e!.id, adjustmentId]),
            eq(transactions.kind, 'bill'),
          ),
        );

    const first = await draftHolding(
      e!.client_id,
      e!.date,
      (await bills()).find((b) => b.source_id === e!.id)!.id,
    );
    expect((await bills()).map((b) => b.invoice_id)).toEqual([first.id, first.id]);
    expect((await call('POST', `/invoices/${first.id}/actions/send`, {})).statusCode).toBe(200);
    const expense = async () =>
      (await h.deps.db.select().from(expenses).where(eq(expenses.id, e!.id)))[0]!;
    const adjustment = async () =>
      (await h.deps.db.select().from(adjustments).where(eq(adjustments.id, adjustmentId)))[0]!;
    expect(await expense()).toMatchObject({ billed: true });
    expect((await adjustment()).status).toBe('invoiced');

    const voided = await call('POST', `/invoices/${first.id}/actions/void`, {
      reason: 'Sent to the wrong purchase order',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await expense()).toMatchObject({ billed: false, billed_at: null, status: 'approved' });
    expect((await adjustment()).status).toBe('approved');
    const taken = await h.deps.db
      .select()
      .from(events)
      .where(inArray(events.type, ['expense.unmarkBilled', 'adjustment.unmarkInvoiced']));
    expect(
      taken.map((t) => [t.stream_id, t.type, t.actor_role, t.payload.invoice_id]).sort(),
    ).toEqual(
      [
        [adjustmentId, 'adjustment.unmarkInvoiced', 'system:billing', first.id],
        [e!.id, 'expense.unmarkBilled', 'system:billing', first.id],
      ].sort(),
    );
    const expenseHistory = await call('GET', `/expenses/${e!.id}/history`);
    expect((expenseHistory.json() as { data: { type: string }[] }).data.map((x) => x.type)).toEqual(
      expect.arrayContaining(['expense.markBilled', 'expense.unmarkBilled']),
    );
    expect((await bills()).map((b) => [b.invoice_id, b.status])).toEqual([
      [null, 'approved'],
      [null, 'approved'],
    ]);

    const second = await draftHolding(
      e!.client_id,
      e!.date,
      (await bills()).find((b) => b.source_id === e!.id)!.id,
    );
    expect(second.id).not.toBe(first.id);
    expect((await bills()).map((b) => b.invoice_id)).toEqual([second.id, second.id]);
    expect((await call('POST', `/invoices/${second.id}/actions/send`, {})).statusCode).toBe(200);
    expect(await expense()).toMatchObject({ billed: true });
    expect((await adjustment()).status).toBe('invoiced');
  });
});
