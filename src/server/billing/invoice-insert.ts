import type { z } from 'zod';
import { sum } from '../../domain/billing/money';
import type { Tx } from '../db/client';
import { invoiceLines, invoices } from '../db/schema';
import { appendEvents, type EventOrigin } from '../events/store';
import type { Subscriber } from '../events/subscriber';
import { insertJsonRows } from '../kit/json-rows';
import { invoiceEvents, invoicePayloads } from './invoice-events';
import { projectInvoice } from './invoice-projection';

type Generated = z.infer<(typeof invoicePayloads)['invoice.generated']>;

/** An invoice line as its bill gives it; the invoice and the position are given when it is written. */
export type Line = Omit<
  typeof invoiceLines.$inferInsert,
  'id' | 'invoice_id' | 'position' | 'created_at'
>;

/** An invoice's `invoice.generated` payload but for what is computed: its id and its totals. */
export type Header = Omit<
  Generated,
  'id' | 'total_bill_cents' | 'total_pay_cents' | 'total_sales_tax_cents' | 'total_due_cents'
>;

/** An invoice with its id chosen and its totals summed, not yet written. */
export interface PlannedInvoice {
  id: string;
  payload: Generated;
  lines: readonly Line[];
}

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 500;

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/**
 * Each draft's id and `invoice.generated` payload. The totals are the sums of the lines' columns
 * (money.ts rule 3), so they reconcile by construction.
 */
export const planInvoices = (
  drafts: readonly { header: Header; lines: readonly Line[] }[],
): PlannedInvoice[] =>
  drafts.map(({ header, lines }) => {
    const id = crypto.randomUUID();
    const total_bill_cents = sum(lines.map((l) => l.bill_cents));
    const total_sales_tax_cents = sum(lines.map((l) => l.sales_tax_cents));
    return {
      id,
      lines,
      payload: {
        ...header,
        id,
        total_bill_cents,
        total_pay_cents: sum(lines.map((l) => l.pay_cents)),
        total_sales_tax_cents,
        total_due_cents: total_bill_cents + total_sales_tax_cents,
      },
    };
  });

/**
 * Planned invoices' `invoice.generated` events (one append) and their rows (one insert a chunk),
 * without their lines: `insertInvoiceLines` writes those, once the transactions they name exist.
 */
export async function insertPlannedInvoices(
  tx: Tx,
  planned: readonly PlannedInvoice[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  if (!planned.length) return;
  const stored = await appendEvents(
    tx,
    invoiceEvents,
    planned.map(({ id, payload }) => ({
      streamId: id,
      version: 1,
      type: 'invoice.generated',
      payload,
      origin,
    })),
    deliverTo,
  );
  if (stored.length !== planned.length) throw new Error('invoice events were not stored');
  await inChunks(planned, (chunk) =>
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
}

/** Planned invoices' lines, in their order, as one JSON parameter a chunk. */
export async function insertInvoiceLines(
  tx: Tx,
  planned: readonly PlannedInvoice[],
): Promise<void> {
  const lines = planned.flatMap(({ id, lines }) =>
    lines.map((l, position) => ({ ...l, invoice_id: id, position })),
  );
  await inChunks(lines, (chunk) => insertJsonRows(tx, invoiceLines, chunk));
}

/**
 * Invoices with their first event, projection and lines, in the caller's transaction and a fixed
 * number of statements however many. Answers the new invoices' ids, in order.
 */
export async function insertInvoices(
  tx: Tx,
  drafts: readonly { header: Header; lines: readonly Line[] }[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string[]> {
  const planned = planInvoices(drafts);
  await insertPlannedInvoices(tx, planned, origin, deliverTo);
  await insertInvoiceLines(tx, planned);
  return planned.map((p) => p.id);
}

/** `insertInvoices` of one invoice: answers its id. */
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
