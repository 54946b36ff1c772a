import { and, asc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { sum } from '../../domain/billing/money';
import {
  events,
  invoiceLines,
  invoiceRuns,
  invoices,
  timesheets,
  transactionItems,
  transactions,
} from '../db/schema';
import { verifyEvents } from '../events/chain';
import { syncClientPeriod } from './sources';

/**
 * Generating a month for three demo clients whose transactions must all be written anew (the
 * set-based path: a client's period in a few multi-row statements, the invoice locks as one
 * multi-row append). What it writes holds together: every approved bill of the month on one
 * invoice, totals the sums of their lines, each line one item of its transaction, one
 * `timesheet.invoiced` per invoiced timesheet, every touched stream's chain intact, and a second
 * sync writes nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MONTHS = [
  ['Umbrella Corp', '2026-09-01', '2026-09-30'],
  ['Globex', '2026-11-01', '2026-11-30'],
  ['Initech', '2026-10-01', '2026-10-31'],
] as const;

const clientId = async (name: string) =>
  (
    (await h.deps.db.execute(
      sql`select id::text from clients where entity_name = ${name}`,
    )) as unknown as {
      rows: [{ id: string }];
    }
  ).rows[0].id;

describe('generating a month of invoices', () => {
  it('writes transactions, invoices, lines and chained events that agree, once', async () => {
    const ids = await Promise.all(MONTHS.map(([name]) => clientId(name)));
    // The demo synced its transactions at approval: without them, the generation writes them all.
    const open = and(
      inArray(transactions.client_id, ids),
      isNull(transactions.invoice_id),
      sql`not exists (select 1 from paycheck_items p where p.transaction_id = ${transactions.id})`,
      sql`not exists (select 1 from invoice_lines l where l.transaction_id = ${transactions.id})`,
    );
    const stale = await h.deps.db.select({ id: transactions.id }).from(transactions).where(open);
    expect(stale.length).toBeGreaterThan(20);
    await h.deps.db.delete(transactionItems).where(
      inArray(
        transactionItems.transaction_id,
        stale.map((t) => t.id),
      ),
    );
    await h.deps.db.delete(transactions).where(open);
    const [{ before }] = (await h.deps.db.select({ before: max(events.id) }).from(events)) as [
      { before: number },
    ];

    const token = await h.login('admin@demo.test');
    const runIds: string[] = [];
    for (const [i, [, period_start, period_end]] of MONTHS.entries()) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/v2/invoice_runs',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        payload: { client_id: ids[i], period_start, period_end },
      });
      expect(res.statusCode, res.body).toBe(201);
      runIds.push((res.json() as { id: string }).id);
    }

    const made = await h.deps.db
      .select()
      .from(invoices)
      .where(inArray(invoices.invoice_run_id, runIds));
    expect(made.length).toBeGreaterThanOrEqual(MONTHS.length);
    const runs = await h.deps.db.select().from(invoiceRuns).where(inArray(invoiceRuns.id, runIds));
    expect(sum(runs.map((r) => r.invoice_count))).toBe(made.length);

    for (const [i, [, start, end]] of MONTHS.entries()) {
      // Every approved bill of the month is on one of the month's invoices.
      const bills = await h.deps.db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.client_id, ids[i]!),
            eq(transactions.kind, 'bill'),
            eq(transactions.status, 'approved'),
            sql`${transactions.date} between ${start} and ${end}`,
          ),
        );
      expect(bills.length).toBeGreaterThan(0);
      for (const b of bills) expect(made.map((m) => m.id)).toContain(b.invoice_id);
    }

    for (const invoice of made) {
      const lines = await h.deps.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoice_id, invoice.id))
        .orderBy(asc(invoiceLines.position));
      expect(invoice.total_bill_cents).toBe(sum(lines.map((l) => l.bill_cents)));
      expect(invoice.total_sales_tax_cents).toBe(sum(lines.map((l) => l.sales_tax_cents)));
      const billed = await h.deps.db
        .select()
        .from(transactions)
        .where(eq(transactions.invoice_id, invoice.id));
      const items = await h.deps.db
        .select()
        .from(transactionItems)
        .where(
          inArray(
            transactionItems.transaction_id,
            billed.map((b) => b.id),
          ),
        );
      // One line per item of its transactions, each transaction's amount the sum of its items.
      expect(lines.map((l) => `${l.transaction_id}:${l.kind}:${l.bill_cents}`).sort()).toEqual(
        items.map((t) => `${t.transaction_id}:${t.kind}:${t.amount_cents}`).sort(),
      );
      for (const b of billed)
        expect(b.amount_cents).toBe(
          sum(items.filter((t) => t.transaction_id === b.id).map((t) => t.amount_cents)),
        );
      const sheets = billed.filter((b) => b.source_type === 'timesheet').map((b) => b.source_id);
      const locked = await h.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(events)
        .where(
          and(
            gt(events.id, before),
            eq(events.type, 'timesheet.invoiced'),
            sql`${events.payload}->>'invoice_id' = ${invoice.id}`,
          ),
        );
      expect(locked[0]!.n).toBe(sheets.length);
      if (sheets.length) {
        const rows = await h.deps.db
          .select()
          .from(timesheets)
          .where(inArray(timesheets.id, sheets));
        expect(rows.every((t) => t.client_billing_invoice_date === invoice.created_date)).toBe(
          true,
        );
      }
    }

    const appended = await h.deps.db.select().from(events).where(gt(events.id, before));
    expect(appended.filter((e) => e.type === 'invoice.generated')).toHaveLength(made.length);
    for (const e of appended) {
      const report = await verifyEvents(h.deps.db, {
        stream: { type: e.stream_type, id: e.stream_id },
      });
      expect(report.ok, JSON.stringify(report.broken)).toBe(true);
    }

    // A second sync of the same months finds everything as it is and writes nothing.
    const stamp = () =>
      h.deps.db
        .select({ id: transactions.id, updated_at: transactions.updated_at })
        .from(transactions)
        .where(inArray(transactions.client_id, ids))
        .orderBy(asc(transactions.id));
    const first = await stamp();
    await h.deps.db.transaction(async (tx) => {
      for (const [i, [, start, end]] of MONTHS.entries())
        await syncClientPeriod(tx, ids[i]!, start, end);
    });
    expect(await stamp()).toEqual(first);
  });
});
