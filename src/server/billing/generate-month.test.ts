import { and, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import {
  events,
  invoiceLines,
  invoiceRuns,
  invoices,
  transactionItems,
  transactions,
} from '../db/schema';
import { verifyEvents } from '../events/chain';

/**
 * What generating a month writes, compared with what the generation wrote before it became
 * set-based (the snapshot beside this file was taken from the statement-per-row code): the same
 * transactions and items, invoices and lines, and events, chained. Ids are random per database, so
 * each is named by what it stands for (a client by name, a timesheet by its worker, day and hours).
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

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const VOLATILE = new Set(['id', 'created_at', 'updated_at', 'hash', 'prev_hash']);

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, string>[]> {
  return ((await h.deps.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
}

/** Every id the generation may mention, named by what it stands for. */
async function namesOfIds(): Promise<Map<string, string>> {
  const named = new Map<string, string>();
  const add = (list: Record<string, string>[]) => {
    for (const r of list) named.set(r.id!.toLowerCase(), r.name!);
  };
  add(await rows(sql`select id::text, 'user:' || email as name from users`));
  add(
    await rows(
      sql`select contractor_id::text as id, 'contractor:' || email as name from users where contractor_id is not null`,
    ),
  );
  add(await rows(sql`select id::text, 'client:' || entity_name as name from clients`));
  add(await rows(sql`select id::text, 'partner:' || subdomain as name from partners`));
  add(await rows(sql`select id::text, 'eor:' || entity_name as name from eors e`));
  add(await rows(sql`select id::text, 'po:' || number as name from purchase_orders`));
  add(
    await rows(sql`select a.id::text, 'assignment:' || u.email || '@' || c.entity_name || '/' || a.start_date as name
    from assignments a join users u on u.contractor_id = a.contractor_id join clients c on c.id = a.client_id`),
  );
  add(
    await rows(sql`select t.id::text, 'timesheet:' || u.email || '/' || t.date || '/' || coalesce(t.time_start::text, '') || '/' || t.hours_hundredths as name
    from timesheets t join users u on u.contractor_id = t.contractor_id`),
  );
  add(
    await rows(sql`select e.id::text, 'expense:' || u.email || '/' || e.date || '/' || e.amount_cents as name
    from expenses e join users u on u.contractor_id = e.contractor_id`),
  );
  add(
    await rows(sql`select a.id::text, 'adjustment:' || u.email || '/' || a.date || '/' || a.type || '/' || a.notes as name
    from adjustments a join users u on u.contractor_id = a.contractor_id`),
  );
  add(
    await rows(sql`select r.id::text, 'run:' || c.entity_name || '/' || r.period_start as name
    from invoice_runs r join clients c on c.id = r.client_id`),
  );
  add(
    await rows(sql`select i.id::text, 'invoice:' || c.entity_name || '/' || coalesce(p.number, 'no order') as name
    from invoices i join clients c on c.id = i.client_id left join purchase_orders p on p.id = i.purchase_order_id`),
  );
  for (const r of await rows(sql`select id::text, kind, source_id::text from transactions`))
    named.set(r.id!, `transaction:${r.kind}:${named.get(r.source_id!) ?? r.source_id}`);
  return named;
}

/**
 * The rows with ids named and the columns that differ run to run left out, in a stable order. A
 * line's position is left out too: lines of one day and worker follow their transactions' random ids.
 */
function named(
  list: readonly object[],
  names: Map<string, string>,
  volatile: ReadonlySet<string> = VOLATILE,
): string[] {
  return list
    .map((row) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(row).filter(([k]) => !volatile.has(k))),
      ).replace(UUID, (id) => names.get(id.toLowerCase()) ?? `unnamed:${id}`),
    )
    .sort();
}

describe('generating a month of invoices', () => {
  it('writes the same transactions, invoices, lines and chained events as before', async () => {
    const ids = await Promise.all(
      MONTHS.map(
        async ([name]) =>
          (await rows(sql`select id::text from clients where entity_name = ${name}`))[0]!.id!,
      ),
    );
    // The demo synced its transactions at approval: without them, the generation writes them all.
    const open = and(
      inArray(transactions.client_id, ids),
      isNull(transactions.invoice_id),
      sql`not exists (select 1 from paycheck_items p where p.transaction_id = ${transactions.id})`,
      sql`not exists (select 1 from invoice_lines l where l.transaction_id = ${transactions.id})`,
    );
    const stale = await h.deps.db.select({ id: transactions.id }).from(transactions).where(open);
    await h.deps.db.delete(transactionItems).where(
      inArray(
        transactionItems.transaction_id,
        stale.map((t) => t.id),
      ),
    );
    await h.deps.db.delete(transactions).where(open);
    const existing = new Set(
      (
        await h.deps.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(inArray(transactions.client_id, ids))
      ).map((t) => t.id),
    );
    const [{ before }] = (await h.deps.db.select({ before: max(events.id) }).from(events)) as [
      { before: number },
    ];

    const token = await h.login('admin@demo.test');
    for (const [i, [, period_start, period_end]] of MONTHS.entries()) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/v2/invoice_runs',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        payload: { client_id: ids[i], period_start, period_end },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    const names = await namesOfIds();
    const runIds = (
      await h.deps.db
        .select({ id: invoiceRuns.id })
        .from(invoiceRuns)
        .where(inArray(invoiceRuns.client_id, ids))
    ).map((r) => r.id);
    const made = await h.deps.db
      .select()
      .from(invoices)
      .where(inArray(invoices.invoice_run_id, runIds));
    const lines = await h.deps.db
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoice_id,
          made.map((i) => i.id),
        ),
      );
    // The transactions the generation wrote: those invoiced before stay out of it.
    const txs = (
      await h.deps.db.select().from(transactions).where(inArray(transactions.client_id, ids))
    ).filter((t) => !existing.has(t.id));
    const items = await h.deps.db
      .select()
      .from(transactionItems)
      .where(
        inArray(
          transactionItems.transaction_id,
          txs.map((t) => t.id),
        ),
      );
    const appended = await h.deps.db.select().from(events).where(gt(events.id, before));
    expect(made.length).toBeGreaterThan(2);
    expect(appended.length).toBeGreaterThan(made.length);

    expect({
      invoices: named(made, names),
      lines: named(lines, names, new Set([...VOLATILE, 'position'])),
      transactions: named(txs, names),
      items: named(items, names),
      events: named(appended, names),
    }).toMatchSnapshot();
    for (const e of appended) {
      const report = await verifyEvents(h.deps.db, {
        stream: { type: e.stream_type, id: e.stream_id },
      });
      expect(report.ok, JSON.stringify(report.broken)).toBe(true);
    }
  });
});
