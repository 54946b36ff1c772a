import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { invoiceLabel } from '../../server/billing/invoice-ledger';
import type { Db } from '../../server/db/client';
import {
  events,
  invoiceLines,
  invoices,
  paycheckItems,
  paychecks,
  paymentAllocations,
  payments,
  payrollRuns,
  transactions,
} from '../../server/db/schema';
import type { Employer } from '../../server/routes/payroll-config/employer';
import type {
  AllocationFigures,
  InvoiceFigures,
  JournalSources,
  Period,
  PayrollRunFigures,
} from './journal';

/** The day of an instant, in UTC like every stored date of the product. */
const dayOf = (instant: SQLWrapper) => sql<string>`((${instant}) at time zone 'UTC')::date::text`;

const voidedAt = sql`(select min(${events.occurred_at}) from ${events}
  where ${events.stream_type} = 'invoice' and ${events.stream_id} = ${invoices.id} and ${events.type} = 'invoice.void')`;

const ofEmployer = (employer: Employer, partner: SQLWrapper, eor: SQLWrapper) =>
  employer.partner_id ? sql`${partner} = ${employer.partner_id}` : sql`${eor} = ${employer.eor_id}`;

const within = (day: SQL, p: Period) => sql`${day} between ${p.from} and ${p.to}`;

async function invoiceFigures(db: Db, employer: Employer, p: Period): Promise<InvoiceFigures[]> {
  const sentOn = dayOf(invoices.sent_at);
  const voidedOn = sql<string | null>`${dayOf(voidedAt)}`;
  const found = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      invoice_type: invoices.invoice_type,
      payer: invoices.payer,
      total_due_cents: invoices.total_due_cents,
      sent_on: sentOn,
      voided_on: voidedOn,
    })
    .from(invoices)
    .where(
      and(
        ofEmployer(employer, invoices.partner_id, invoices.eor_id),
        isNotNull(invoices.sent_at),
        or(within(sentOn, p), and(eq(invoices.status, 'void'), within(voidedOn, p))),
      ),
    );
  if (!found.length) return [];
  const lines = await db
    .select({
      invoice_id: invoiceLines.invoice_id,
      kind: invoiceLines.kind,
      bill_cents: sql<string>`sum(${invoiceLines.bill_cents})`,
      sales_tax_cents: sql<string>`sum(${invoiceLines.sales_tax_cents})`,
    })
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoice_id,
        found.map((i) => i.id),
      ),
    )
    .groupBy(invoiceLines.invoice_id, invoiceLines.kind);
  return found.map((i) => ({
    id: i.id,
    reference: invoiceLabel(i),
    payer: i.payer,
    sent_on: i.sent_on,
    voided_on: i.voided_on,
    total_due_cents: i.total_due_cents,
    lines: lines
      .filter((l) => l.invoice_id === i.id)
      .map((l) => ({
        kind: l.kind,
        bill_cents: Number(l.bill_cents),
        sales_tax_cents: Number(l.sales_tax_cents),
      })),
  }));
}

async function allocationFigures(
  db: Db,
  employer: Employer,
  p: Period,
): Promise<AllocationFigures[]> {
  const allocatedOn = dayOf(paymentAllocations.created_at);
  const reversedOn = dayOf(paymentAllocations.reversed_at);
  const found = await db
    .select({
      id: paymentAllocations.id,
      payment_id: payments.id,
      reference: payments.number,
      invoice_reference: paymentAllocations.invoice_number,
      payer: payments.payer_name,
      amount_cents: paymentAllocations.amount_cents,
      allocated_on: allocatedOn,
      reversed_on: sql<
        string | null
      >`case when ${paymentAllocations.reversed_at} is null then null else ${reversedOn} end`,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.payment_id))
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoice_id))
    .where(
      and(
        ofEmployer(employer, invoices.partner_id, invoices.eor_id),
        or(
          within(allocatedOn, p),
          and(isNotNull(paymentAllocations.reversed_at), within(reversedOn, p)),
        ),
      ),
    );
  return found;
}

/** Earnings, taxes and deductions summed over a run's paychecks, by the kind of line. */
async function payrollFigures(db: Db, employer: Employer, p: Period): Promise<PayrollRunFigures[]> {
  // Runs are a partner's; an employer of record runs none.
  if (!employer.partner_id) return [];
  const runs = await db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.partner_id, employer.partner_id),
        isNotNull(payrollRuns.computed_at),
        gte(payrollRuns.pay_date, p.from),
        lte(payrollRuns.pay_date, p.to),
      ),
    );
  if (!runs.length) return [];
  const sums = await db
    .select({
      run_id: paychecks.payroll_run_id,
      kind: paycheckItems.kind,
      reimbursement: sql<boolean>`coalesce(${transactions.source_type} = 'expense', false)`,
      cents: sql<string>`sum(${paycheckItems.amount_cents})`,
    })
    .from(paycheckItems)
    .innerJoin(paychecks, eq(paychecks.id, paycheckItems.paycheck_id))
    .leftJoin(transactions, eq(transactions.id, paycheckItems.transaction_id))
    .where(
      inArray(
        paychecks.payroll_run_id,
        runs.map((r) => r.id),
      ),
    )
    .groupBy(paychecks.payroll_run_id, paycheckItems.kind, sql`3`);
  const nets = await db
    .select({ run_id: paychecks.payroll_run_id, cents: sql<string>`sum(${paychecks.net_cents})` })
    .from(paychecks)
    .where(
      inArray(
        paychecks.payroll_run_id,
        runs.map((r) => r.id),
      ),
    )
    .groupBy(paychecks.payroll_run_id);
  const total = (runId: string, pick: (s: (typeof sums)[number]) => boolean) =>
    sums.filter((s) => s.run_id === runId && pick(s)).reduce((n, s) => n + Number(s.cents), 0);
  return runs.map((r) => ({
    id: r.id,
    pay_date: r.pay_date,
    period_start: r.period_start,
    period_end: r.period_end,
    wages_cents: total(r.id, (s) => s.kind === 'earning' && !s.reimbursement),
    reimbursements_cents: total(r.id, (s) => s.kind === 'earning' && s.reimbursement),
    taxes_cents: total(r.id, (s) => s.kind === 'tax'),
    employer_taxes_cents: total(r.id, (s) => s.kind === 'employer_tax'),
    deductions_cents: total(r.id, (s) => s.kind === 'pre_tax_deduction' || s.kind === 'deduction'),
    net_cents: Number(nets.find((n) => n.run_id === r.id)?.cents ?? 0),
  }));
}

/** What one employer's records say happened in a period, as the journal builder reads it. */
export async function journalSources(
  db: Db,
  employer: Employer,
  p: Period,
): Promise<JournalSources> {
  const [invoiceRows, allocations, payrollRunRows] = await Promise.all([
    invoiceFigures(db, employer, p),
    allocationFigures(db, employer, p),
    payrollFigures(db, employer, p),
  ]);
  return { invoices: invoiceRows, allocations, payrollRuns: payrollRunRows };
}
