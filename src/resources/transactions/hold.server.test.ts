import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { TransactionDetail } from './contract';
import type { Replay } from '../../domain/contracts/replay';
import { partners, transactions } from '../../server/db/schema';
import { payTransactions } from '../../server/payroll/gather';

/** Spec §6: employers hold a transaction back from invoices and payroll, with a reason, and release it. */
let h: Harness;
const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  caller(email, method, url, payload, { key: method === 'POST' ? crypto.randomUUID() : undefined });
const act = (email: string, id: string, action: string, body: object = {}) =>
  call(email, 'POST', `/transactions/${id}/actions/${action}`, body);

const FINANCE = 'finance@selfco.test';
type Tx = typeof transactions.$inferSelect;
let selfco: string;
/** Approved, on no invoice, of the self-employer partner: a bill and a pay. */
let bill: Tx;
let pay: Tx;

const monthOf = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return [
    `${date.slice(0, 7)}-01`,
    `${date.slice(0, 7)}-${new Date(Date.UTC(y, m, 0)).getUTCDate()}`,
  ] as const;
};
/** Generates the month of the bill for its client; answers the invoice the bill is on then, if any. */
async function generate(): Promise<string | null> {
  const [period_start, period_end] = monthOf(bill.date);
  const run = await call('admin@demo.test', 'POST', '/invoice_runs', {
    client_id: bill.client_id,
    period_start,
    period_end,
  });
  expect(run.statusCode, run.body).toBe(201);
  const [row] = await h.deps.db.select().from(transactions).where(eq(transactions.id, bill.id));
  return row!.invoice_id;
}
const payroll = async () => {
  const [period_start, period_end] = monthOf(pay.date);
  const by = await payTransactions(
    h.deps.db,
    { partner_id: selfco, frequency: 'monthly', period_start, period_end, pay_date: period_end },
    pay.contractor_id!,
  );
  return [...by.values()].flat().map((t) => t.id);
};

beforeAll(async () => {
  h = await createHarness();
  const [p] = await h.deps.db.select().from(partners).where(eq(partners.subdomain, 'selfco'));
  selfco = p!.id;
  const open = (kind: 'pay' | 'bill') =>
    h.deps.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.partner_id, selfco),
          eq(transactions.kind, kind),
          eq(transactions.status, 'approved'),
          isNull(transactions.invoice_id),
        ),
      )
      .limit(1);
  [bill] = (await open('bill')) as [Tx];
  [pay] = (await open('pay')) as [Tx];
  if (!bill || !pay) throw new Error('the seed has no open selfco transactions');
});
afterAll(async () => h.close());

describe('hold and release', () => {
  it('is refused to those who are not employers (403), and needs a reason (409)', async () => {
    for (const email of ['recruiter@acme.test', 'finance@acme.test']) {
      const res = await act(email, bill.id, 'hold', { reason: 'Disputed' });
      expect(res.statusCode, `${email} ${res.body}`).toBe(403);
    }
    const none = await act(FINANCE, bill.id, 'hold');
    expect(none.statusCode).toBe(409);
    expect(none.json().reasons).toEqual(['It needs a reason.']);
  });

  it('holds with a reason; invoice generation and payroll skip it; release brings both back', async () => {
    for (const t of [bill, pay]) {
      const res = await act(FINANCE, t.id, 'hold', { reason: 'Client disputes the hours' });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json() as TransactionDetail;
      expect(d.transaction).toMatchObject({
        status: 'hold',
        hold_reason: 'Client disputes the hours',
      });
      expect(d.actions.find((a) => a.action === 'release')?.available).toBe(true);
    }
    // Generating re-syncs the sources' transactions: the hold survives it and the bill stays off the drafts.
    expect(await generate()).toBeNull();
    const [held] = await h.deps.db.select().from(transactions).where(eq(transactions.id, bill.id));
    expect(held).toMatchObject({ status: 'hold', version: bill.version + 1 });
    expect(await payroll()).not.toContain(pay.id);

    for (const t of [bill, pay]) {
      const res = await act(FINANCE, t.id, 'release');
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as TransactionDetail).transaction).toMatchObject({
        status: 'approved',
        hold_reason: null,
      });
    }
    expect(await payroll()).toContain(pay.id);
    expect(await generate()).not.toBeNull();

    const history = await call(FINANCE, 'GET', `/transactions/${pay.id}/history`);
    expect(history.json().data.map((e: { type: string }) => e.type)).toEqual([
      'transaction.hold',
      'transaction.release',
    ]);
    const replay = await call('owner@selfco.test', 'GET', `/transactions/${pay.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect((replay.json() as Replay).steps.map((s) => [s.from, s.to])).toEqual([
      ['approved', 'hold'],
      ['hold', 'approved'],
    ]);
  });

  it('409 on a draft invoice (remove it from the draft first) and once complete', async () => {
    const draft = await act(FINANCE, bill.id, 'hold', { reason: 'Late' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().reasons).toEqual([
      'It is on a draft invoice; remove it from the draft first.',
    ]);
    await h.deps.db
      .update(transactions)
      .set({ status: 'complete' })
      .where(eq(transactions.id, pay.id));
    const complete = await act(FINANCE, pay.id, 'hold', { reason: 'Late' });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().reasons[0]).toContain('can no longer be held');
  });

  it('a transaction on hold because its source is no longer approved is not released by hand', async () => {
    const [other] = await h.deps.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.partner_id, selfco),
          eq(transactions.status, 'approved'),
          isNull(transactions.invoice_id),
          ne(transactions.id, bill.id),
        ),
      )
      .limit(1);
    await h.deps.db
      .update(transactions)
      .set({ status: 'hold' })
      .where(eq(transactions.id, other!.id));
    const res = await act(FINANCE, other!.id, 'release');
    expect(res.statusCode).toBe(409);
    expect(res.json().reasons[0]).toContain('no longer approved');
  });
});
