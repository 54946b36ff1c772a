import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
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
import { notFound } from '../lib/errors';
import { invoiceEvents, invoicePayloads } from './invoice-events';
import { projectInvoice } from './invoice-projection';
import { issuerKeyOf } from './numbering';
import { syncClientPeriod } from './sources';
import { setInvoiceLock } from './timesheet-lock';
import type { z } from 'zod';

type Generated = z.infer<(typeof invoicePayloads)['invoice.generated']>;
type Line = Omit<typeof invoiceLines.$inferInsert, 'id' | 'invoice_id' | 'position' | 'created_at'>;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Appends an invoice's first event and writes its projection and lines, in the caller's transaction.
 * The totals are the sums of the lines' columns (money.ts rule 3), so they reconcile by construction.
 */
export async function insertInvoice(
  tx: Tx,
  header: Omit<
    Generated,
    'id' | 'total_bill_cents' | 'total_pay_cents' | 'total_sales_tax_cents' | 'total_due_cents'
  >,
  lines: readonly Line[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string> {
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
  const [stored] = await appendEvents(
    tx,
    invoiceEvents,
    [{ streamId: id, version: 1, type: 'invoice.generated', payload, origin }],
    deliverTo,
  );
  if (!stored) throw new Error('invoice event was not stored');
  await tx.insert(invoices).values(
    projectInvoice(null, {
      type: stored.type,
      version: 1,
      payload,
      actor_user_id: origin.actorUserId,
      ip: origin.ip,
      location: null,
      occurred_at: origin.occurredAt.toISOString(),
    }),
  );
  if (lines.length)
    await tx
      .insert(invoiceLines)
      .values(lines.map((l, position) => ({ ...l, invoice_id: id, position })));
  return id;
}

/** The lines of bill transactions: one per item, with its sales tax and the matching pay amount. */
async function linesOf(tx: Tx, bills: (typeof transactions.$inferSelect)[]): Promise<Line[]> {
  const billItems = await tx
    .select()
    .from(transactionItems)
    .where(
      inArray(
        transactionItems.transaction_id,
        bills.map((b) => b.id),
      ),
    )
    .orderBy(asc(transactionItems.position));
  const pays = await tx
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
          bills.map((b) => b.source_id),
        ),
      ),
    );
  const payOf = new Map(pays.map((p) => [`${p.source_id}:${p.kind}`, p.amount]));
  const rates = new Map((await tx.select().from(salesTaxes)).map((s) => [s.state, s.rate_bps]));
  return bills.flatMap((b) =>
    billItems
      .filter((i) => i.transaction_id === b.id)
      .map((i) => ({
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
      })),
  );
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
  const [client] = await tx.select().from(clients).where(eq(clients.id, input.client_id));
  if (!client) throw notFound();
  if (!synced) await syncClientPeriod(tx, client.id, input.period_start, input.period_end);
  const [run] = await tx
    .insert(invoiceRuns)
    .values({
      ...input,
      partner_id: client.partner_id,
      eor_id: client.eor_id,
      created_by_user_id: user.id,
    })
    .returning({ id: invoiceRuns.id });
  if (!run) throw new Error('invoice run was not created');
  const bills = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.client_id, client.id),
        eq(transactions.kind, 'bill'),
        eq(transactions.status, 'approved'),
        isNull(transactions.invoice_id),
        between(transactions.date, input.period_start, input.period_end),
      ),
    )
    .orderBy(asc(transactions.date), asc(transactions.contractor_id), asc(transactions.id))
    // Locked until the drafts are written: an employer's hold meanwhile waits, then finds it invoiced.
    .for('update');
  const [terms] = await tx
    .select()
    .from(clientBillingTerms)
    .where(eq(clientBillingTerms.client_id, client.id));
  const groups = new Map<string | null, typeof bills>();
  for (const b of bills)
    groups.set(b.purchase_order_id, [...(groups.get(b.purchase_order_id) ?? []), b]);
  const created_date = isoDay(origin.occurredAt);
  for (const [purchase_order_id, group] of groups) {
    const id = await insertInvoice(
      tx,
      {
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
        period_start: input.period_start,
        period_end: input.period_end,
        created_date,
        payment_terms_net_days: terms?.payment_terms_net_days ?? DEFAULT_PAYMENT_TERMS_NET_DAYS,
        due_date: null,
        allocated_cents: 0,
      },
      await linesOf(tx, group),
      origin,
      deliverTo,
    );
    await tx
      .update(transactions)
      .set({ invoice_id: id })
      .where(
        inArray(
          transactions.id,
          group.map((b) => b.id),
        ),
      );
    const sheets = group.filter((b) => b.source_type === 'timesheet').map((b) => b.source_id);
    await setInvoiceLock(tx, sheets, { invoiceId: id, date: created_date }, origin, deliverTo);
  }
  await tx
    .update(invoiceRuns)
    .set({ invoice_count: groups.size })
    .where(eq(invoiceRuns.id, run.id));
  return run.id;
}
