import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import { DEFAULT_PAYMENT_TERMS_NET_DAYS } from '../../domain/billing/vocabulary';
import type { User } from '../../domain/contracts/user';
import type { Tx } from '../db/client';
import { clientBillingTerms, clients, invoiceRuns, transactions } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { notFound } from '../lib/errors';
import {
  insertInvoiceLines,
  insertPlannedInvoices,
  planInvoices,
  type Header,
  type Line,
} from './invoice-insert';
import { freshBill, linesOf, type Bill } from './invoice-lines';
import { issuerKeyOf } from './numbering';
import { syncClientsPeriod } from './sources';
import { lockInvoicedTimesheets } from './timesheet-lock';
import {
  insertFreshTransactions,
  newTransactionBatch,
  writeTransactions,
  type TransactionBatch,
} from './transactions-write';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Rows per multi-row insert or update: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 500;

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/** Bills in the order their lines take: by date, contractor (none last, as PostgreSQL sorts) and id. */
const byDateContractorId = (a: Bill, b: Bill): number =>
  a.date !== b.date
    ? a.date < b.date
      ? -1
      : 1
    : a.contractor_id !== b.contractor_id
      ? a.contractor_id === null || (b.contractor_id !== null && a.contractor_id > b.contractor_id)
        ? 1
        : -1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;

/**
 * The clients' approved bills of the period on no invoice yet: the stored ones (locked until the
 * drafts are written, so an employer's hold meanwhile waits, then finds them invoiced) and the
 * batch's fresh ones, in line order.
 */
async function billsToInvoice(
  tx: Tx,
  clientIds: readonly string[],
  period_start: string,
  period_end: string,
  batch: TransactionBatch,
): Promise<Bill[]> {
  const stored = await tx
    .select()
    .from(transactions)
    .where(
      and(
        inArray(transactions.client_id, [...clientIds]),
        eq(transactions.kind, 'bill'),
        eq(transactions.status, 'approved'),
        isNull(transactions.invoice_id),
        between(transactions.date, period_start, period_end),
      ),
    )
    .orderBy(asc(transactions.date), asc(transactions.contractor_id), asc(transactions.id))
    .for('update');
  const ids = new Set(clientIds);
  const fresh = batch.fresh
    .filter(
      ({ row }) =>
        row.kind === 'bill' &&
        (row.status ?? 'approved') === 'approved' &&
        ids.has(row.client_id) &&
        row.date >= period_start &&
        row.date <= period_end,
    )
    .map(freshBill);
  return [...stored, ...fresh].sort(byDateContractorId);
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
  // The timesheets' transactions are kept in a batch: the stored ones rewritten now, before their
  // bills are read; the fresh ones written once, on their invoices, rather than inserted and then
  // updated with their invoice.
  const batch = newTransactionBatch();
  if (!synced) await syncClientsPeriod(tx, ids, period_start, period_end, batch);
  await writeTransactions(tx, batch.rewrites);
  const bills = await billsToInvoice(tx, ids, period_start, period_end, batch);
  const terms = new Map(
    (
      await tx.select().from(clientBillingTerms).where(inArray(clientBillingTerms.client_id, ids))
    ).map((t) => [t.client_id, t]),
  );
  const linesByBill = await linesOf(tx, bills, batch.fresh);
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
  const planned = planInvoices(drafts);
  const invoiceIds = planned.map((p) => p.id);
  await insertPlannedInvoices(tx, planned, origin, deliverTo);
  const invoiceOf = new Map(
    drafts.flatMap((d, i) => d.group.map((b) => [b.id, invoiceIds[i]!] as const)),
  );
  // Between the invoices and their lines: each references the other's table.
  await insertFreshTransactions(
    tx,
    batch.fresh.map((f) => ({
      ...f,
      row: { ...f.row, invoice_id: invoiceOf.get(f.row.id) ?? null },
    })),
  );
  await insertInvoiceLines(tx, planned);
  const fresh = new Set(batch.fresh.map((f) => f.row.id));
  const links = [...invoiceOf]
    .filter(([id]) => !fresh.has(id))
    .map(([id, invoice_id]) => ({ id, invoice_id }));
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
