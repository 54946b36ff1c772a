import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { applyAllocation } from '../../server/billing/allocation';
import { invoicePaidCommission } from '../../server/commissions/invoice-paid-commission';
import type { Tx } from '../../server/db/client';
import { clients, distributions, events, invoices } from '../../server/db/schema';
import { foldProjections } from '../../server/kit/workflow/rebuild';
import type { Distribution } from './contract';
import { distributionServer } from './server';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = callerOf(() => h);
const list = async (email: string, query = '') => {
  const res = await call(email, 'GET', `/distributions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Distribution[] }).data;
};
const origin = () => ({
  actorUserId: null,
  actorRole: 'system',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: h.clock.now,
});

/** Acme's Globex invoice the demo left partially paid (August). */
async function globexPartlyPaid() {
  const [row] = await h.deps.db
    .select({
      id: invoices.id,
      remaining: invoices.remaining_cents,
      bill: invoices.total_bill_cents,
      pay: invoices.total_pay_cents,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.client_id))
    .where(and(eq(clients.entity_name, 'Globex'), eq(invoices.status, 'partially_paid')));
  if (!row) throw new Error('the demo lacks Globex’s partially paid invoice');
  return row;
}

describe('distributions: commissions on paid invoices', () => {
  it('shows the demo sales partner its commission on Acme’s paid Globex invoice: margin × 10 %', async () => {
    const [d, ...rest] = await list('sales@demo.test');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({
      partner_name: 'Acme Staffing',
      sales_partner_name: 'Northwind Referrals',
      client_name: 'Globex',
      status: 'pending',
      rate_bps: 1_000,
    });
    expect(d!.margin_cents).toBe(d!.bill_cents - d!.pay_cents);
    expect(d!.margin_cents).toBeGreaterThan(0);
    expect(d!.amount_cents).toBe(Math.round(d!.margin_cents / 10));
  });

  it('writes one distribution when an invoice is paid, however often the delivery runs', async () => {
    const inv = await globexPartlyPaid();
    await h.deps.db.transaction((tx) =>
      applyAllocation(tx as unknown as Tx, inv.id, inv.remaining, origin(), h.deps.subscribers, {
        allocationId: 'commission-test',
      }),
    );
    await h.app.dispatcher.drain();
    // A replayed delivery (at least once) of the paying event writes nothing more.
    const paying = (
      await h.deps.db
        .select()
        .from(events)
        .where(and(eq(events.stream_type, 'invoice'), eq(events.stream_id, inv.id)))
    ).filter((e) => (e.payload as { to?: { status?: string } }).to?.status === 'paid');
    expect(paying).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      await h.deps.db.transaction((tx) =>
        invoicePaidCommission.handle({
          tx: tx as unknown as Tx,
          deps: h.deps,
          event: paying[0]!,
          key: `replay:${i}`,
        }),
      );
    const rows = await h.deps.db
      .select()
      .from(distributions)
      .where(eq(distributions.invoice_id, inv.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      margin_cents: inv.bill - inv.pay,
      rate_bps: 1_000,
      amount_cents: Math.round((inv.bill - inv.pay) / 10),
      status: 'pending',
    });
    expect((await list('sales@demo.test')).map((d) => d.invoice_id)).toContain(inv.id);
  });

  it('scopes and refuses: the partner sees its invoices’ rows, others with no sensitive access get 403', async () => {
    expect((await list('owner@acme.test')).length).toBe(2);
    expect(await list('owner@selfco.test')).toEqual([]);
    expect((await list('admin@demo.test')).length).toBe(2);
    for (const email of ['recruiter@acme.test', 'client@globex.test', 'contractor@demo.test']) {
      const res = await call(email, 'GET', '/distributions');
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toEqual({
        message:
          'Distributions are for partner, EOR, sales partner and admin users with sensitive access',
      });
    }
    const csv = await call('sales@demo.test', 'GET', '/distributions?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe(
      'id,created_at,invoice,client,partner,sales_partner,bill_cents,pay_cents,margin_cents,rate_bps,amount_cents,status,paid_at',
    );
  });

  it('is marked paid by an admin only, once', async () => {
    const [d] = await list('sales@demo.test', '?sort=created_at');
    const bySales = await call(
      'sales@demo.test',
      'POST',
      `/distributions/${d!.id}/actions/mark_paid`,
    );
    expect(bySales.statusCode).toBe(403);
    const byAdmin = await call(
      'admin@demo.test',
      'POST',
      `/distributions/${d!.id}/actions/mark_paid`,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const detail = await call('sales@demo.test', 'GET', `/distributions/${d!.id}`);
    expect(detail.json().distribution).toMatchObject({
      status: 'paid',
      paid_at: expect.any(String),
    });
    expect(
      (await call('admin@demo.test', 'POST', `/distributions/${d!.id}/actions/mark_paid`))
        .statusCode,
    ).toBe(409);
    const history = await call('sales@demo.test', 'GET', `/distributions/${d!.id}/history`);
    expect((history.json() as { data: { type: string }[] }).data.map((e) => e.type)).toEqual([
      'distribution.created',
      'distribution.markPaid',
    ]);
  });

  it('rebuilds every distribution from its events to the live table', async () => {
    const rebuilt = new Map<string, unknown>();
    await foldProjections(h.deps.db, distributionServer, (row) => rebuilt.set(row.id, row), 20);
    const live = await h.deps.db.select().from(distributions);
    expect(rebuilt.size).toBe(live.length);
    const iso = (r: object) =>
      JSON.parse(
        JSON.stringify(r, (_k, v: unknown) =>
          typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d/.test(v)
            ? new Date(v).toISOString()
            : v,
        ),
      ) as unknown;
    for (const row of live) expect(iso(rebuilt.get(row.id) as object), row.id).toEqual(iso(row));
  });
});
