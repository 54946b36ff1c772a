import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { loadUser } from '../auth/load-user';
import { userByEmail } from '../routes/user/find-user';
import {
  clients,
  events,
  invoiceLines,
  invoiceRuns,
  invoices,
  transactionItems,
  transactions,
} from '../db/schema';
import { originOf } from '../kit/workflow/origin';
import { generateInvoices } from './generate';
import { CLIENTS_PER_TRANSACTION, monthEndStep } from './month-end';

/**
 * The month-end job invoices several clients per transaction in a fixed number of statements. On
 * two copies of the same seeded database, October 2026 is generated once by the month-end job and
 * once as "Generate invoices" does it, one client per transaction: every invoice run, invoice, line,
 * transaction, item and event written is the same (ids generated on the way named by what they
 * are: an invoice by its client and purchase order, a transaction by its kind and source).
 */
let batched: Harness;
let alone: Harness;
beforeAll(async () => {
  [batched, alone] = await Promise.all([createHarness(), createHarness()]);
});
afterAll(() => Promise.all([batched.close(), alone.close()]));

const PERIOD = { period_start: '2026-10-01', period_end: '2026-10-31' };

const lastEventId = async (h: Harness) =>
  (await h.deps.db.select({ n: sql<number>`coalesce(max(${events.id}), 0)::int` }).from(events))[0]!
    .n;

/** What October's generation wrote on `h` since event `since`, every generated id named by what it is. */
async function written(h: Harness, since: number) {
  const db = h.deps.db;
  const runRows = await db
    .select()
    .from(invoiceRuns)
    .where(sql`${invoiceRuns.period_start} = ${PERIOD.period_start}`);
  const runKey = new Map(runRows.map((r) => [r.id, `run:${r.client_id}`]));
  const invoiceRows = (await db.select().from(invoices)).filter((i) =>
    runKey.has(i.invoice_run_id!),
  );
  const invoiceKey = new Map(
    invoiceRows.map((i) => [i.id, `invoice:${i.client_id}:${i.purchase_order_id ?? 'none'}`]),
  );
  const txRows = await db.select().from(transactions);
  const txKey = new Map(txRows.map((t) => [t.id, `${t.kind}:${t.source_type}:${t.source_id}`]));
  const name = (id: string | null) =>
    (id && (invoiceKey.get(id) ?? runKey.get(id) ?? txKey.get(id))) ?? id;
  const named = (value: unknown): unknown =>
    typeof value === 'string'
      ? name(value)
      : Array.isArray(value)
        ? value.map(named)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v)]))
          : value;
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(named(r))).sort();
  const drop = <T extends object>(row: T, ...keys: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
  const lines = (await db.select().from(invoiceLines)).filter((l) => invoiceKey.has(l.invoice_id));
  const items = await db.select().from(transactionItems);
  const newEvents = await db
    .select()
    .from(events)
    .where(gt(events.id, since))
    .orderBy(asc(events.id));
  return {
    runs: sorted(runRows.map((r) => drop(r, 'month_end_run_id', 'created_at'))),
    invoices: sorted(invoiceRows.map((i) => drop(i, 'created_at', 'updated_at'))),
    lines: sorted(lines.map((l) => drop(l, 'id', 'created_at'))),
    transactions: sorted(txRows.map((t) => drop(t, 'created_at', 'updated_at'))),
    items: sorted(items.map((i) => drop(i, 'id', 'created_at'))),
    // The chain's hashes cover ids and times; that every touched chain verifies is generate-month.test.ts's.
    events: sorted(newEvents.map((e) => drop(e, 'id', 'occurred_at', 'prev_hash', 'hash'))),
  };
}

describe('month-end generation, several clients per transaction', () => {
  it('writes exactly what generating each client alone writes', async () => {
    const token = await batched.login('admin@demo.test');
    const [sinceBatched, sinceAlone] = await Promise.all([
      lastEventId(batched),
      lastEventId(alone),
    ]);

    const started = await batched.app.inject({
      method: 'POST',
      url: '/v2/month_end_runs',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      payload: PERIOD,
    });
    expect(started.statusCode, started.body).toBe(201);
    const runId = (started.json() as { id: string }).id;
    let transactionsTaken = 0;
    for (let more = true; more; transactionsTaken++)
      more = await monthEndStep(batched.deps, runId, CLIENTS_PER_TRANSACTION);

    const admin = await loadUser(
      alone.deps.db,
      (await userByEmail(alone.deps.db, 'admin@demo.test'))!.id,
    );
    const ids = await alone.deps.db
      .select({ id: clients.id })
      .from(clients)
      .orderBy(asc(clients.id));
    for (const { id } of ids)
      await alone.deps.db.transaction((tx) =>
        generateInvoices(
          tx,
          admin!,
          { client_id: id, ...PERIOD },
          originOf(admin!, { ip: null, userAgent: null, now: alone.deps.now() }),
          alone.deps.subscribers,
        ),
      );

    // Several clients did share a transaction (about forty demo clients, 25 to a transaction).
    expect(transactionsTaken).toBeLessThan(ids.length / 2);
    const [a, b] = await Promise.all([written(batched, sinceBatched), written(alone, sinceAlone)]);
    // The seed's own October runs are there on both sides; the job made one more per client.
    const tagged = await batched.deps.db
      .select({ id: invoiceRuns.id })
      .from(invoiceRuns)
      .where(eq(invoiceRuns.month_end_run_id, runId));
    expect(tagged).toHaveLength(ids.length);
    const made = await batched.deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        inArray(
          invoices.invoice_run_id,
          tagged.map((r) => r.id),
        ),
      );
    // Something to compare: new invoices, each with its event and its timesheets' locks.
    expect(made.length).toBeGreaterThan(0);
    expect(a.events.length).toBeGreaterThan(made.length);
    expect(a.runs).toEqual(b.runs);
    expect(a.invoices).toEqual(b.invoices);
    expect(a.lines).toEqual(b.lines);
    expect(a.transactions).toEqual(b.transactions);
    expect(a.items).toEqual(b.items);
    expect(a.events).toEqual(b.events);
  }, 180_000);
});
