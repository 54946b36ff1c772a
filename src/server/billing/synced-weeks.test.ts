import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { weekStart } from '../../domain/billing/overtime';
import { timesheetRates, timesheets, transactionItems, transactions } from '../db/schema';
import { syncClientPeriod } from './sources';

/**
 * A week a former sync already wrote is brought up to date with the other weeks of the period, in
 * one batch: an approved timesheet whose hours changed gets its new figures, one no longer approved
 * has its transactions held and its fixed rates forgotten, and a second sync writes nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('weeks already synced, brought up to date in bulk', () => {
  it('rewrites changed hours, holds what is no longer approved, forgets its rates', async () => {
    const db = h.deps.db;
    // Two approved, unpaid, uninvoiced timesheets of one assignment's week, both with a bill.
    const open = await db
      .select({ sheet: timesheets, bill: transactions })
      .from(timesheets)
      .innerJoin(
        transactions,
        and(
          eq(transactions.source_id, timesheets.id),
          eq(transactions.kind, 'bill'),
          eq(transactions.status, 'approved'),
          isNull(transactions.invoice_id),
        ),
      )
      .where(and(eq(timesheets.status, 'approved'), eq(timesheets.paid, false)))
      .orderBy(asc(timesheets.assignment_id), asc(timesheets.date), asc(timesheets.id));
    const byWeek = new Map<string, typeof open>();
    for (const row of open) {
      const key = `${row.sheet.assignment_id}:${weekStart(row.sheet.date)}`;
      byWeek.set(key, [...(byWeek.get(key) ?? []), row]);
    }
    const pair = [...byWeek.values()].find((rows) => rows.length >= 2);
    expect(pair, 'a week with two open billed timesheets').toBeDefined();
    const [changed, dropped] = pair!;
    const monday = weekStart(changed!.sheet.date);

    // Behind the API's back, as a missed sync would leave them.
    const hours = changed!.sheet.hours_hundredths + 100;
    await db
      .update(timesheets)
      .set({ hours_hundredths: hours })
      .where(eq(timesheets.id, changed!.sheet.id));
    await db
      .update(timesheets)
      .set({ status: 'submitted' })
      .where(eq(timesheets.id, dropped!.sheet.id));

    const sync = () =>
      db.transaction((tx) =>
        syncClientPeriod(tx, changed!.sheet.client_id, monday, addDays(monday, 6)),
      );
    await sync();

    const [bill] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, changed!.bill.id));
    const items = await db
      .select()
      .from(transactionItems)
      .where(eq(transactionItems.transaction_id, changed!.bill.id));
    expect(items.reduce((n, i) => n + (i.hours_hundredths ?? 0), 0)).toBe(hours);
    expect(bill!.amount_cents).toBe(items.reduce((n, i) => n + i.amount_cents, 0));
    expect(bill!.amount_cents).toBeGreaterThan(changed!.bill.amount_cents);

    const held = await db
      .select({ status: transactions.status, hold_reason: transactions.hold_reason })
      .from(transactions)
      .where(and(eq(transactions.source_id, dropped!.sheet.id), isNull(transactions.invoice_id)));
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((t) => t.status === 'hold' && t.hold_reason === null)).toBe(true);
    const rates = await db
      .select()
      .from(timesheetRates)
      .where(inArray(timesheetRates.timesheet_id, [changed!.sheet.id, dropped!.sheet.id]));
    expect(rates.map((r) => r.timesheet_id)).toEqual([changed!.sheet.id]);

    const before = await db
      .select({ id: transactions.id, updated_at: transactions.updated_at })
      .from(transactions)
      .where(eq(transactions.client_id, changed!.sheet.client_id))
      .orderBy(asc(transactions.id));
    await sync();
    const after = await db
      .select({ id: transactions.id, updated_at: transactions.updated_at })
      .from(transactions)
      .where(eq(transactions.client_id, changed!.sheet.client_id))
      .orderBy(asc(transactions.id));
    expect(after).toEqual(before);
  }, 120_000);
});
