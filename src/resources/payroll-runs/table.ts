import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { transactions } from '../../server/db/schema/billing';
import { transfers } from '../../server/db/schema/transfers';
import { contractors, partners } from '../../server/db/schema/profiles';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * How a partner runs payroll (spec §3 payroll frequencies): every `frequency` from `period_anchor`
 * (the first day of a pay period), paid `pay_delay_days` after a period ends, funded from
 * `funding_source`. One row per partner.
 */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    frequency: text('frequency').$type<'weekly' | 'biweekly' | 'monthly'>().notNull(),
    period_anchor: date('period_anchor').notNull(),
    pay_delay_days: integer('pay_delay_days').notNull().default(5),
    funding_source: text('funding_source').notNull(),
    /** The employer's address as pay stubs print it (lines separated by newlines). */
    employer_address: text('employer_address'),
    /** A worker with no paycheck from this partner yet is refused by a run until their identity is verified. */
    require_identity_verification: boolean('require_identity_verification')
      .notNull()
      .default(false),
    created_at: instant('created_at').notNull().defaultNow(),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payroll_settings_partner_key').on(t.partner_id)],
);

/**
 * The projection of a payroll run's event stream (the folder's `chart.ts`). One run per partner and
 * period start. `paychecks_total`/`paychecks_done` are the background job's progress.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    status: text('status').notNull().default('pre_draft'),
    frequency: text('frequency').notNull(),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    pay_date: date('pay_date').notNull(),
    paychecks_total: integer('paychecks_total').notNull().default(0),
    paychecks_done: integer('paychecks_done').notNull().default(0),
    gross_cents: cents('gross_cents').notNull().default(0),
    taxes_cents: cents('taxes_cents').notNull().default(0),
    deductions_cents: cents('deductions_cents').notNull().default(0),
    net_cents: cents('net_cents').notNull().default(0),
    /** The employer's own taxes (Social Security, Medicare, FUTA, SUTA): with gross, the run's cost. */
    employer_taxes_cents: cents('employer_taxes_cents').notNull().default(0),
    /** When the job had written every paycheck (the `computed` event). */
    computed_at: instant('computed_at'),
    approved_by: uuid('approved_by'),
    approved_at: instant('approved_at'),
    /** Four eyes: when set, whoever submitted the run may not approve it. */
    requires_second_approver: boolean('requires_second_approver').notNull().default(false),
    submitted_by: uuid('submitted_by'),
    created_by: uuid('created_by'),
    created_at: instant('created_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('payroll_runs_partner_period_key').on(t.partner_id, t.period_start),
    index('payroll_runs_partner_idx').on(t.partner_id, t.created_at),
  ],
);

/**
 * One contractor's pay in one run: gross from the run's pay transactions, taxes from the payroll
 * provider, the contractor's deductions, net paid out by `transfer_id`. Unique per run and
 * contractor, so a job that runs again writes nothing twice. `status` follows the payout transfer.
 */
export const paychecks = pgTable(
  'paychecks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payroll_run_id: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    pay_date: date('pay_date').notNull(),
    hours_hundredths: integer('hours_hundredths').notNull(),
    gross_cents: cents('gross_cents').notNull(),
    taxes_cents: cents('taxes_cents').notNull(),
    deductions_cents: cents('deductions_cents').notNull(),
    net_cents: cents('net_cents').notNull(),
    /** The employer's taxes on this pay, not taken from it (its `employer_tax` lines). */
    employer_taxes_cents: cents('employer_taxes_cents').notNull().default(0),
    status: text('status').$type<'processing' | 'paid' | 'failed'>().notNull(),
    failure_reason: text('failure_reason'),
    bank_method_id: uuid('bank_method_id'),
    transfer_id: uuid('transfer_id').references(() => transfers.id),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paychecks_run_contractor_key').on(t.payroll_run_id, t.contractor_id),
    uniqueIndex('paychecks_transfer_key').on(t.transfer_id),
    index('paychecks_contractor_idx').on(t.contractor_id, t.pay_date, t.id),
    index('paychecks_partner_idx').on(t.partner_id, t.pay_date, t.id),
    check(
      'paychecks_net_adds_up',
      sql`${t.net_cents} = ${t.gross_cents} - ${t.taxes_cents} - ${t.deductions_cents}`,
    ),
  ],
);

/**
 * A paycheck's lines: earnings (one per pay transaction), the employee's taxes (`tax`), the
 * employer's taxes (`employer_tax`), and deductions (`pre_tax_deduction` before taxes,
 * `deduction` after). A tax line keeps the wages it was figured on: summed over the year they are
 * the worker's year-to-date taxable wages with the employer.
 */
export const paycheckItems = pgTable(
  'paycheck_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paycheck_id: uuid('paycheck_id')
      .notNull()
      .references(() => paychecks.id),
    position: integer('position').notNull(),
    kind: text('kind')
      .$type<'earning' | 'tax' | 'employer_tax' | 'pre_tax_deduction' | 'deduction'>()
      .notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    hours_hundredths: integer('hours_hundredths'),
    amount_cents: cents('amount_cents').notNull(),
    taxable_wages_cents: cents('taxable_wages_cents'),
    transaction_id: uuid('transaction_id').references(() => transactions.id),
  },
  (t) => [
    uniqueIndex('paycheck_items_position_key').on(t.paycheck_id, t.position),
    // A pay transaction is paid on one paycheck, ever.
    uniqueIndex('paycheck_items_transaction_key').on(t.transaction_id),
  ],
);

/** A recurring amount taken from every paycheck of a contractor while active (spec `/paycheck_deductions`). */
export const paycheckDeductions = pgTable(
  'paycheck_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    /** How the deduction meets taxes: `traditional_401k`, `section_125` (both before taxes) or `post_tax`. */
    tax_treatment: text('tax_treatment')
      .$type<'traditional_401k' | 'section_125' | 'post_tax'>()
      .notNull()
      .default('post_tax'),
    active: boolean('active').notNull().default(true),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('paycheck_deductions_contractor_idx').on(t.contractor_id, t.active),
    check('paycheck_deductions_amount_positive', sql`${t.amount_cents} > 0`),
  ],
);
