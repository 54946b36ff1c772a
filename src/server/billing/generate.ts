import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import { salesTaxFor, sum } from '../../domain/billing/money';
import { DEFAULT_PAYMENT_TERMS_NET_DAYS } from '../../domain/billing/vocabulary';
import type { User } from '../../domain/contracts/user';
import type { Tx } from '../db/client';
import {
  clientBillingTerms,
  clients,
  invoiceLines,
  invoiceRuns,
  invoices,
  salesTaxes,
  transactionItems,
  transactions,
} from '../db/schema';
import { appendEvents, type EventOrigin } from '../events/store';
import { insertJsonRows } from '../kit/json-rows';
import { notFound } from '../lib/errors';
import { invoiceEvents, invoicePayloads } from './invoice-events';
import { projectInvoice } from './invoice-projection';
import { issuerKeyOf } from './numbering';
import { syncClientsPeriod } from './sources';
import { lockInvoicedTimesheets } from './timesheet-lock';
import type { z } from 'zod';

type Generated = z.infer<(typeof invoicePayloads)['invoice.generated']>;
type Line = Omit<typeof invoiceLines.$inferInsert, 'id' | 'invoice_id' | 'position' | 'created_at'>;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type Header = Omit<
  Generated,
  'id' | 'total_bill_cents' | 'total_pay_cents' | 'total_sales_tax_cents' | 'total_due_cents'
>;

/** Rows per multi-row insert or update: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 500;

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/**
 * Appends an invoice's first event and writes its projection and lines, in the caller's transaction.
 * The totals are the sums of the lines' columns (money.ts rule 3), so they reconcile by construction.
 */
export async function insertInvoice(
  tx: Tx,
  header: Header,
  lines: readonly Line[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string> {
  const [id] = await insertInvoices(tx, [{ header, lines }], origin, deliverTo);
  return id!;
}

/**
 * `insertInvoice` of many invoices in a fixed number of statements: their `invoice.generated`
 * events in one append, their rows in one insert and their lines in multi-row inserts. Answers the
 * new invoices' ids, in order.
 */
export async function insertInvoices(
  tx: Tx,
  drafts: readonly { header: Header; lines: readonly Line[] }[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string[]> {
  if (!drafts.length) return [];
  const made = drafts.map(({ header, lines }) => {
    const id = crypto.randomUUID();
    const total_bill_cents = sum(lines.map((l) => l.bill_cents));
    const total_sales_tax_cents = sum(lines.map((l) => l.sales_tax_cents));
    const payload: Generated = {
      ...header,
      id,
      total_bill_cents,
      total_pay_cents: sum(lines.map((l) => l.pay_cents)),
      total_sales_tax_cents,
      total_due_cents: total_bill_cents + total_sales_tax_cents,
    };
    return { id, payload, lines };
  });
  const stored = await appendEvents(
    tx,
    invoiceEvents,
    made.map(({ id, payload }) => ({
      streamId: id,
      version: 1,
      type: 'invoice.generated',
      payload,
      origin,
    })),
    deliverTo,
  );
  if (stored.length !== made.length) throw new Error('invoice events were not stored');
  await inChunks(made, (chunk) =>
    tx.insert(invoices).values(
      chunk.map(({ payload }) =>
        projectInvoice(null, {
          type: 'invoice.generated',
          version: 1,
          payload,
          actor_user_id: origin.actorUserId,
          ip: origin.ip,
          location: null,
          occurred_at: origin.occurredAt.toISOString(),
        }),
      ),
    ),
  );
  const lines = made.flatMap(({ id, lines }) =>
    lines.map((l, position) => ({ ...l, invoice_id: id, position })),
  );
  await inChunks(lines, (chunk) => insertJsonRows(tx, invoiceLines, chunk));
  return made.map((m) => m.id);
}

type Bill = typeof transactions.$inferSelect;

/**
 * The lines of bill transactions, by bill: one per item, with its sales tax and the matching pay
 * amount. Three reads however many bills: their items, the pays of their sources, the sales taxes.
 */
async function linesOf(tx: Tx, bills: readonly Bill[]): Promise<Map<string, Line[]>> {
  const byBill = new Map<string, Line[]>(bills.map((b) => [b.id, []]));
  if (!bills.length) return byBill;
  const billItems: (typeof transactionItems.$inferSelect)[] = [];
  const pays: { source_id: string; kind: string; amount: number }[] = [];
  await inChunks(bills, async (chunk) => {
    billItems.push(
      ...(await tx
        .select()
        .from(transactionItems)
        .where(
          inArray(
            transactionItems.transaction_id,
            chunk.map((b) => b.id),
          ),
        )
        .orderBy(asc(transactionItems.position))),
    );
    pays.push(
      ...(await tx
        .select({
          source_id: transactions.source_id,
          kind: transactionItems.kind,
          amount: transactionItems.amount_cents,
        })
        .from(transactions)
        .innerJoin(transactionItems, eq(transactionItems.transaction_id, transactions.id))
        .where(
          and(
            eq(transactions.kind, 'pay'),
            inArray(
              transactions.source_id,
              chunk.map((b) => b.source_id),
            ),
          ),
        )),
    );
  });
  const payOf = new Map(pays.map((p) => [`${p.source_id}:${p.kind}`, p.amount]));
  const rates = new Map((await tx.select().from(salesTaxes)).map((s) => [s.state, s.rate_bps]));
  const billOf = new Map(bills.map((b) => [b.id, b]));
  billItems.sort((a, b) => a.position - b.position);
  for (const i of billItems) {
    const b = billOf.get(i.transaction_id)!;
    byBill.get(b.id)!.push({
      transaction_id: b.id,
      contractor_id: b.contractor_id,
      date: b.date,
      kind: i.kind,
      description: `${b.description} · ${i.description}`,
      hours_hundredths: i.hours_hundredths,
      rate_cents: i.rate_cents,
      bill_cents: i.amount_cents,
      pay_cents: payOf.get(`${b.source_id}:${i.kind}`) ?? 0,
      sales_tax_cents: salesTaxFor(
        i.amount_cents,
        (b.state && rates.get(b.state.toUpperCase())) || 0,
      ),
    });
  }
  return byBill;
}

export interface RunInput {
  client_id: string;
  period_start: string;
  period_end: string;
}

/**
 * "Generate invoices" for a client and period: brings every source's transactions up to date, then
 * makes one draft per purchase order (and one for work without) of the approved bill transactions
 * not yet invoiced, and locks their timesheets. Answers the run's id; a period with nothing to bill
 * makes a run of no invoices.
 */
export async function generateInvoices(
  tx: Tx,
  user: User,
  input: RunInput,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
  /** The caller brought every source of the period up to date itself (in bulk) just before. */
  { synced = false }: { synced?: boolean } = {},
): Promise<string> {
  const [run] = await generateInvoicesFor(
    tx,
    user,
    {
      client_ids: [input.client_id],
      period_start: input.period_start,
      period_end: input.period_end,
    },
    origin,
    deliverTo,
    { synced },
  );
  if (!run) throw notFound();
  return run.id;
}

/** An invoice run `generateInvoicesFor` made: one per client. */
export interface MadeRun {
  id: string;
  client_id: string;
  invoice_count: number;
}

/**
 * `generateInvoices` for several clients' same period at once, in a fixed number of statements
 * however many clients (the month-end job's batch): every source synced for all of them, one read
 * of their approved bills and one of their terms, every client's run, invoices, lines, links and
 * timesheet locks written multi-row. Each client gets exactly the run, invoices, lines and events
 * it would get alone. A client that does not exist is skipped. `monthEndRunId` tags the runs.
 */
export async function generateInvoicesFor(
  tx: Tx,
  user: User,
  input: { client_ids: readonly string[]; period_start: string; period_end: string },
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
  {
    synced = false,
    monthEndRunId = null,
  }: { synced?: boolean; monthEndRunId?: string | null } = {},
): Promise<MadeRun[]> {
  const { period_start, period_end } = input;
  if (!input.client_ids.length) return [];
  const found = await tx
    .select()
    .from(clients)
    .where(inArray(clients.id, [...input.client_ids]));
  const byId = new Map(found.map((c) => [c.id, c]));
  const ordered = input.client_ids.flatMap((id) => byId.get(id) ?? []);
  if (!ordered.length) return [];
  const ids = ordered.map((c) => c.id);
  if (!synced) await syncClientsPeriod(tx, ids, period_start, period_end);
  const bills = await tx
    .select()
    .from(transactions)
    .where(
      and(
        inArray(transactions.client_id, ids),
        eq(transactions.kind, 'bill'),
        eq(transactions.status, 'approved'),
        isNull(transactions.invoice_id),
        between(transactions.date, period_start, period_end),
      ),
    )
    .orderBy(asc(transactions.date), asc(transactions.contractor_id), asc(transactions.id))
    // Locked until the drafts are written: an employer's hold meanwhile waits, then finds it invoiced.
    .for('update');
  const terms = new Map(
    (
      await tx.select().from(clientBillingTerms).where(inArray(clientBillingTerms.client_id, ids))
    ).map((t) => [t.client_id, t]),
  );
  const linesByBill = await linesOf(tx, bills);
  const created_date = isoDay(origin.occurredAt);
  const runs: (typeof invoiceRuns.$inferInsert & MadeRun)[] = [];
  const drafts: { header: Header; lines: Line[]; group: Bill[] }[] = [];
  for (const client of ordered) {
    const run = {
      id: crypto.randomUUID(),
      client_id: client.id,
      partner_id: client.partner_id,
      eor_id: client.eor_id,
      period_start,
      period_end,
      created_by_user_id: user.id,
      month_end_run_id: monthEndRunId,
      invoice_count: 0,
    };
    const groups = new Map<string | null, Bill[]>();
    for (const b of bills)
      if (b.client_id === client.id)
        groups.set(b.purchase_order_id, [...(groups.get(b.purchase_order_id) ?? []), b]);
    run.invoice_count = groups.size;
    runs.push(run);
    for (const [purchase_order_id, group] of groups)
      drafts.push({
        group,
        lines: group.flatMap((b) => linesByBill.get(b.id) ?? []),
        header: {
          client_id: client.id,
          partner_id: client.partner_id,
          eor_id: client.eor_id,
          issuer_key: issuerKeyOf(client),
          status: 'draft',
          number: null,
          invoice_type: 'invoice',
          credited_invoice_id: null,
          invoice_run_id: run.id,
          payer: client.entity_name,
          purchase_order_id,
          period_start,
          period_end,
          created_date,
          payment_terms_net_days:
            terms.get(client.id)?.payment_terms_net_days ?? DEFAULT_PAYMENT_TERMS_NET_DAYS,
          due_date: null,
          allocated_cents: 0,
        },
      });
  }
  await inChunks(runs, (chunk) => tx.insert(invoiceRuns).values(chunk));
  const invoiceIds = await insertInvoices(tx, drafts, origin, deliverTo);
  const links = drafts.flatMap((d, i) =>
    d.group.map((b) => ({ id: b.id, invoice_id: invoiceIds[i]! })),
  );
  await inChunks(links, (chunk) =>
    tx.execute(
      sql`update ${transactions} set invoice_id = (l->>'invoice_id')::uuid
          from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) as l
          where ${transactions.id} = (l->>'id')::uuid`,
    ),
  );
  await lockInvoicedTimesheets(
    tx,
    drafts.map((d, i) => ({
      invoiceId: invoiceIds[i]!,
      timesheetIds: d.group.filter((b) => b.source_type === 'timesheet').map((b) => b.source_id),
    })),
    created_date,
    origin,
    deliverTo,
  );
  return runs.map(({ id, client_id, invoice_count }) => ({ id, client_id, invoice_count }));
}
