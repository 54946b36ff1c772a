import { invoiceLineItem, type MappingItem } from './items';

/**
 * The journal is derived on read from the records' own stored figures (an invoice's lines and
 * total, a payment's allocations, a payroll run's paychecks), never priced again: a period is
 * built when asked, so a mapping changed today re-posts the past to the new accounts, as an
 * accounting system's import would.
 */

export type EntrySource =
  'invoice' | 'invoice_void' | 'payment' | 'payment_reversal' | 'payroll_run';

export interface PostedLine {
  item: MappingItem;
  debit_cents: number;
  credit_cents: number;
}

export interface Entry {
  /** Stable per source and kind, so an export names each entry the same way every time. */
  id: string;
  date: string;
  source: EntrySource;
  source_id: string;
  reference: string;
  memo: string;
  lines: PostedLine[];
}

export interface InvoiceFigures {
  id: string;
  reference: string;
  payer: string;
  sent_on: string;
  voided_on: string | null;
  total_due_cents: number;
  /** Bill and tax summed per line kind, as the invoice's lines store them. */
  lines: readonly { kind: string; bill_cents: number; sales_tax_cents: number }[];
}

export interface AllocationFigures {
  id: string;
  payment_id: string;
  reference: string;
  invoice_reference: string;
  payer: string;
  amount_cents: number;
  allocated_on: string;
  reversed_on: string | null;
}

export interface PayrollRunFigures {
  id: string;
  pay_date: string;
  period_start: string;
  period_end: string;
  wages_cents: number;
  reimbursements_cents: number;
  taxes_cents: number;
  employer_taxes_cents: number;
  deductions_cents: number;
  net_cents: number;
}

export interface Period {
  from: string;
  to: string;
}

export class UnbalancedEntryError extends Error {
  constructor(entry: Entry) {
    super(`Journal entry ${entry.id} does not balance: its source's stored figures disagree`);
  }
}

/** A signed amount as a line: positive debits, negative credits (a credit note's lines are negative). */
const post = (item: MappingItem, cents: number): PostedLine =>
  cents >= 0
    ? { item, debit_cents: cents, credit_cents: 0 }
    : { item, debit_cents: 0, credit_cents: -cents };

export const debits = (e: Pick<Entry, 'lines'>) => e.lines.reduce((s, l) => s + l.debit_cents, 0);
export const credits = (e: Pick<Entry, 'lines'>) => e.lines.reduce((s, l) => s + l.credit_cents, 0);

function entry(e: Entry): Entry {
  const lines = e.lines.filter((l) => l.debit_cents !== 0 || l.credit_cents !== 0);
  const kept = { ...e, lines };
  if (debits(kept) !== credits(kept)) throw new UnbalancedEntryError(kept);
  return kept;
}

/** The same lines on the other side: a void or a taken-back allocation. */
const reversal = (
  e: Entry,
  id: string,
  source: EntrySource,
  date: string,
  memo: string,
): Entry => ({
  ...e,
  id,
  source,
  date,
  memo,
  lines: e.lines.map((l) => ({
    item: l.item,
    debit_cents: l.credit_cents,
    credit_cents: l.debit_cents,
  })),
});

function invoiceEntries(inv: InvoiceFigures): Entry[] {
  const byItem = new Map<MappingItem, number>();
  let tax = 0;
  for (const l of inv.lines) {
    const item = invoiceLineItem(l.kind);
    byItem.set(item, (byItem.get(item) ?? 0) + l.bill_cents);
    tax += l.sales_tax_cents;
  }
  const issued = entry({
    id: `invoice:${inv.id}`,
    date: inv.sent_on,
    source: 'invoice',
    source_id: inv.id,
    reference: inv.reference,
    memo: `Invoice ${inv.reference} to ${inv.payer}`,
    lines: [
      post('receivables', inv.total_due_cents),
      ...[...byItem].map(([item, cents]) => post(item, -cents)),
      post('sales_tax', -tax),
    ],
  });
  if (!inv.voided_on) return [issued];
  const memo = `Void of invoice ${inv.reference} to ${inv.payer}`;
  return [issued, reversal(issued, `invoice-void:${inv.id}`, 'invoice_void', inv.voided_on, memo)];
}

function allocationEntries(a: AllocationFigures): Entry[] {
  const paid = entry({
    id: `allocation:${a.id}`,
    date: a.allocated_on,
    source: 'payment',
    source_id: a.payment_id,
    reference: a.reference,
    memo: `Payment ${a.reference} from ${a.payer} for ${a.invoice_reference}`,
    lines: [post('payments', a.amount_cents), post('receivables', -a.amount_cents)],
  });
  if (!a.reversed_on) return [paid];
  const memo = `Allocation of ${a.reference} to ${a.invoice_reference} taken back`;
  return [
    paid,
    reversal(paid, `allocation-reversal:${a.id}`, 'payment_reversal', a.reversed_on, memo),
  ];
}

function payrollEntry(r: PayrollRunFigures): Entry {
  return entry({
    id: `payroll:${r.id}`,
    date: r.pay_date,
    source: 'payroll_run',
    source_id: r.id,
    reference: `Payroll ${r.period_start} – ${r.period_end}`,
    memo: `Payroll run paid ${r.pay_date}`,
    lines: [
      post('paychecks', r.wages_cents),
      post('expenses', r.reimbursements_cents),
      post('employer_taxes', r.employer_taxes_cents),
      post('taxes_withheld', -(r.taxes_cents + r.employer_taxes_cents)),
      post('deductions', -r.deductions_cents),
      post('net_pay', -r.net_cents),
    ],
  });
}

export interface JournalSources {
  invoices: readonly InvoiceFigures[];
  allocations: readonly AllocationFigures[];
  payrollRuns: readonly PayrollRunFigures[];
}

/** Every entry dated in the period, in date order (then by id, so the order is stable). */
export function buildJournal(sources: JournalSources, period: Period): Entry[] {
  const all = [
    ...sources.invoices.flatMap(invoiceEntries),
    ...sources.allocations.flatMap(allocationEntries),
    ...sources.payrollRuns.map(payrollEntry),
  ];
  return all
    .filter((e) => e.date >= period.from && e.date <= period.to)
    .sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? -1 : 1));
}
