import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { Distribution } from '../../resources/distributions/contract';
import { applyAllocation } from '../billing/allocation';
import type { Tx } from '../db/client';
import { clients, distributions, events, invoices } from '../db/schema';
import { invoicePaidCommission } from './invoice-paid-commission';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = callerOf(() => h);
const origin = () => ({
  actorUserId: null,
  actorRole: 'system',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: h.clock.now,
});
const allocate = (invoiceId: string, cents: number) =>
  h.deps.db.transaction((tx) =>
    applyAllocation(tx as unknown as Tx, invoiceId, cents, origin(), h.deps.subscribers),
  );

/** The invoice's distributions as the sales partner's list shows them, oldest first. */
const listed = async (invoiceId: string) => {
  const res = await call('sales@demo.test', 'GET', '/distributions?per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Distribution[] }).data
    .filter((d) => d.invoice_id === invoiceId)
    .sort(
      (a, b) =>
        a.round - b.round || Number(a.reverses_id !== null) - Number(b.reverses_id !== null),
    );
};

/** Every delivery of the invoice's allocation events, run again (deliveries are at least once). */
async function replayDeliveries(invoiceId: string) {
  const moves = await h.deps.db
    .select()
    .from(events)
    .where(and(eq(events.stream_type, 'invoice'), eq(events.stream_id, invoiceId)))
    .orderBy(asc(events.version));
  for (const event of moves.filter((e) => invoicePaidCommission.types.includes(e.type)))
    for (let i = 0; i < 2; i++)
      await h.deps.db.transaction((tx) =>
        invoicePaidCommission.handle({
          tx: tx as unknown as Tx,
          deps: h.deps,
          event,
          key: `replay:${event.id}:${i}`,
        }),
      );
}

describe('a commission follows its invoice out of paid and back', () => {
  let invoiceId = '';
  let remaining = 0;
  let commission = 0;

  it('is written once when the invoice is paid', async () => {
    const [row] = await h.deps.db
      .select({ id: invoices.id, remaining: invoices.remaining_cents })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.client_id))
      .where(and(eq(clients.entity_name, 'Globex'), eq(invoices.status, 'partially_paid')));
    invoiceId = row!.id;
    remaining = row!.remaining;
    await allocate(invoiceId, remaining);
    await h.app.dispatcher.drain();
    const [d, ...rest] = await listed(invoiceId);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ status: 'pending', round: 1, reverses_id: null, invoice_paid: true });
    commission = d!.amount_cents;
    expect(commission).toBeGreaterThan(0);
  });

  it('taking an allocation back reverses it with an entry of its own, both cancelled, whatever the replays', async () => {
    await allocate(invoiceId, -1_000);
    await h.app.dispatcher.drain();
    await replayDeliveries(invoiceId);
    const [original, entry, ...rest] = await listed(invoiceId);
    expect(rest).toEqual([]);
    expect(original).toMatchObject({ status: 'reversed', amount_cents: commission, round: 1 });
    expect(entry).toMatchObject({
      status: 'reversed',
      reverses_id: original!.id,
      round: 1,
      amount_cents: -commission,
      margin_cents: -original!.margin_cents,
      bill_cents: -original!.bill_cents,
      pay_cents: -original!.pay_cents,
      rate_bps: original!.rate_bps,
      invoice_paid: false,
    });
    const history = await call('sales@demo.test', 'GET', `/distributions/${original!.id}/history`);
    const reversed = (
      history.json() as { data: { type: string; payload: { reason?: string } }[] }
    ).data.find((e) => e.type === 'distribution.reverse');
    expect(reversed?.payload.reason).toBe(
      `Invoice ${original!.invoice_label} is no longer paid: a payment allocation was taken back.`,
    );
    const refused = await call(
      'admin@demo.test',
      'POST',
      `/distributions/${original!.id}/actions/mark_paid`,
    );
    expect(refused.statusCode).toBe(409);
  });

  it('paid again, it is written again as the second round, once however often deliveries run', async () => {
    await allocate(invoiceId, 1_000);
    await h.app.dispatcher.drain();
    await replayDeliveries(invoiceId);
    const rows = await listed(invoiceId);
    expect(rows.map((d) => [d.round, d.status, d.amount_cents])).toEqual([
      [1, 'reversed', commission],
      [1, 'reversed', -commission],
      [2, 'pending', commission],
    ]);
  });

  it('a commission already paid out stays paid; its reversing entry is owed back until recovered', async () => {
    const second = (await listed(invoiceId)).find((d) => d.round === 2)!;
    const paidOut = await call(
      'admin@demo.test',
      'POST',
      `/distributions/${second.id}/actions/mark_paid`,
    );
    expect(paidOut.statusCode, paidOut.body).toBe(200);
    await allocate(invoiceId, -500);
    await h.app.dispatcher.drain();
    await replayDeliveries(invoiceId);
    const rows = await listed(invoiceId);
    expect(rows.map((d) => [d.round, d.status, d.amount_cents, d.reverses_id])).toEqual([
      [1, 'reversed', commission, null],
      [1, 'reversed', -commission, rows[0]!.id],
      [2, 'paid', commission, null],
      [2, 'pending', -commission, second.id],
    ]);
    expect(rows.reduce((sum, d) => sum + d.amount_cents, 0)).toBe(0);
    const recovered = await call(
      'admin@demo.test',
      'POST',
      `/distributions/${rows[3]!.id}/actions/mark_paid`,
    );
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json().distribution).toMatchObject({
      status: 'paid',
      amount_cents: -commission,
    });
    const stored = await h.deps.db
      .select()
      .from(distributions)
      .where(eq(distributions.invoice_id, invoiceId));
    expect(stored).toHaveLength(4);
  });
});
