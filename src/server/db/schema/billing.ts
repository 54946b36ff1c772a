import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { assignments } from '../../../resources/assignments/table';
import { monthEndRuns } from './month-end';
import { clients, contractors, eors, partners } from './profiles';
import { purchaseOrders } from '../../../resources/purchase-orders/table';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
};

/**
 * Sales tax per US state (spec `/sales_taxes`), in basis points (725 = 7.25 %), so tax is integer
 * math. Applied to the bill lines of an invoice by the state of the line's assignment.
 */
export const salesTaxes = pgTable(
  'sales_taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull(),
    rate_bps: integer('rate_bps').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sales_taxes_state_key').on(t.state)],
);

/** A client's billing terms: the net days of its invoices' due date (30 when a client has no row). */
export const clientBillingTerms = pgTable('client_billing_terms', {
  client_id: uuid('client_id')
    .primaryKey()
    .references(() => clients.id),
  payment_terms_net_days: integer('payment_terms_net_days').notNull().default(30),
  ...timestamps,
});

/**
 * A pay or bill transaction: what the agency owes the contractor (pay) or the client owes the agency
 * (bill) for one approved source (a timesheet, an expense, an adjustment). Unique per kind and source,
 * so generating twice writes nothing new. Status colours (spec §4): approved (ready), hold, complete
 * (a bill on an invoice that is sent, or a pay that is paid). Tenant columns copied from the source.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'pay' | 'bill'>().notNull(),
    source_type: text('source_type').$type<'timesheet' | 'expense' | 'adjustment'>().notNull(),
    source_id: uuid('source_id').notNull(),
    status: text('status').$type<'approved' | 'hold' | 'complete'>().notNull().default('approved'),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    contractor_id: uuid('contractor_id').references(() => contractors.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    assignment_id: uuid('assignment_id').references(() => assignments.id),
    purchase_order_id: uuid('purchase_order_id').references(() => purchaseOrders.id),
    /** The work or expense date: the invoice period picks transactions by it. */
    date: date('date').notNull(),
    /** The state whose sales tax applies to a bill (the assignment's state). */
    state: text('state'),
    description: text('description').notNull(),
    /** Sum of the items, integer cents (signed: an adjustment may reduce). */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The invoice a bill transaction is on; null while not invoiced. */
    invoice_id: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    /** Why an employer held it (spec §6); null when not held by hand (a source unapproved holds it too). */
    hold_reason: text('hold_reason'),
    /**
     * The version of its hold/release stream: billing writes transactions without events, so the
     * stream starts at the first hold and an untouched transaction is at 0.
     */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('transactions_kind_source_key').on(t.kind, t.source_type, t.source_id),
    index('transactions_client_date_idx').on(t.client_id, t.date, t.id),
    index('transactions_partner_date_idx').on(t.partner_id, t.date, t.id),
    index('transactions_eor_date_idx').on(t.eor_id, t.date, t.id),
    index('transactions_contractor_date_idx').on(t.contractor_id, t.date, t.id),
    index('transactions_date_idx').on(t.date, t.id),
    index('transactions_invoice_idx').on(t.invoice_id),
  ],
);

/**
 * The parts of a transaction: regular, overtime, double overtime and holiday hours at their rates,
 * or one expense or adjustment amount. amount_cents = round(hours_hundredths × rate_cents / 100),
 * the rounding written down in src/domain/billing/money.ts.
 */
export const transactionItems = pgTable(
  'transaction_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transaction_id: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    position: integer('position').notNull(),
    kind: text('kind')
      .$type<'regular' | 'overtime' | 'double_overtime' | 'holiday' | 'expense' | 'adjustment'>()
      .notNull(),
    description: text('description').notNull(),
    /** Hours in hundredths for hour items; null for an amount. */
    hours_hundredths: integer('hours_hundredths'),
    rate_cents: integer('rate_cents'),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('transaction_items_position_key').on(t.transaction_id, t.position)],
);

/**
 * An invoice (spec §3) of one client for one period (and purchase order where set). Numbers are
 * given when the invoice is sent, from `invoice_counters`, so they run without gaps per issuer (a
 * draft may be discarded; a sent one is voided or credited, never deleted). Totals are stored and
 * always equal the sums of the lines: total_due = total_bill + total_sales_tax;
 * remaining = total_due − allocated. A credit note is an invoice of type credit_note with negative
 * lines referring to the invoice it credits.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    /** Whose number sequence this invoice uses: `partner:<id>`, `eor:<id>` or `platform`. */
    issuer_key: text('issuer_key').notNull(),
    number: integer('number'),
    status: text('status')
      .$type<'draft' | 'open' | 'partially_paid' | 'paid' | 'void'>()
      .notNull()
      .default('draft'),
    invoice_type: text('invoice_type')
      .$type<'invoice' | 'credit_note'>()
      .notNull()
      .default('invoice'),
    credited_invoice_id: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    payer: text('payer').notNull(),
    purchase_order_id: uuid('purchase_order_id').references(() => purchaseOrders.id),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    created_date: date('created_date').notNull(),
    payment_terms_net_days: integer('payment_terms_net_days').notNull(),
    /** Set when sent: the sending date plus the net days. */
    due_date: date('due_date'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    mark_paid_date: date('mark_paid_date'),
    total_bill_cents: bigint('total_bill_cents', { mode: 'number' }).notNull().default(0),
    total_pay_cents: bigint('total_pay_cents', { mode: 'number' }).notNull().default(0),
    total_sales_tax_cents: bigint('total_sales_tax_cents', { mode: 'number' }).notNull().default(0),
    total_due_cents: bigint('total_due_cents', { mode: 'number' }).notNull().default(0),
    allocated_cents: bigint('allocated_cents', { mode: 'number' }).notNull().default(0),
    remaining_cents: bigint('remaining_cents', { mode: 'number' }).notNull().default(0),
    void_reason: text('void_reason'),
    /** The "Generate invoices" run that made it. */
    invoice_run_id: uuid('invoice_run_id').references((): AnyPgColumn => invoiceRuns.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_issuer_number_key').on(t.issuer_key, t.number),
    index('invoices_client_created_idx').on(t.client_id, t.created_date, t.id),
    index('invoices_partner_created_idx').on(t.partner_id, t.created_date, t.id),
    index('invoices_eor_created_idx').on(t.eor_id, t.created_date, t.id),
    index('invoices_created_idx').on(t.created_date, t.id),
    index('invoices_status_idx').on(t.status, t.created_date, t.id),
  ],
);

/**
 * One line per bill transaction item: bill amount, its sales tax and the matching pay amount, so
 * every invoice total is the sum of one column of its lines.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    transaction_id: uuid('transaction_id').references(() => transactions.id),
    contractor_id: uuid('contractor_id').references(() => contractors.id),
    date: date('date').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    hours_hundredths: integer('hours_hundredths'),
    rate_cents: integer('rate_cents'),
    bill_cents: bigint('bill_cents', { mode: 'number' }).notNull(),
    pay_cents: bigint('pay_cents', { mode: 'number' }).notNull(),
    sales_tax_cents: bigint('sales_tax_cents', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('invoice_lines_position_key').on(t.invoice_id, t.position)],
);

/** The last invoice number per issuer; taken with UPDATE … RETURNING in the sending transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  issuer_key: text('issuer_key').primaryKey(),
  last_number: integer('last_number').notNull().default(0),
});

/** One "Generate invoices" for a client and period: who asked, and how many drafts it made. */
export const invoiceRuns = pgTable(
  'invoice_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    invoice_count: integer('invoice_count').notNull().default(0),
    created_by_user_id: uuid('created_by_user_id').notNull(),
    /** The month-end generation that made this run, if one did (src/server/billing/month-end.ts). */
    month_end_run_id: uuid('month_end_run_id').references(() => monthEndRuns.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    // A month-end generation invoices each client once, however often a crashed job is retried.
    uniqueIndex('invoice_runs_month_end_client_idx').on(t.month_end_run_id, t.client_id),
    index('invoice_runs_client_idx').on(t.client_id, t.created_at, t.id),
    index('invoice_runs_partner_idx').on(t.partner_id, t.created_at, t.id),
    index('invoice_runs_eor_idx').on(t.eor_id, t.created_at, t.id),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The PDF of a sent invoice as it was sent, written once by the after-commit subscriber. */
export const invoiceDocuments = pgTable('invoice_documents', {
  invoice_id: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  pdf: bytea('pdf').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
});
