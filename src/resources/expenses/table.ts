import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assignments } from '../assignments/table';
import { storedFiles } from '../../server/db/schema/files';
import { clients, contractors, eors, partners } from '../../server/db/schema/profiles';
import type { ExpenseStatus } from './contract';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The projection of the expense event stream. Tenant columns are copied from the assignment so
 * scoping and list filters use one table; `status` holds the chart state, `billed` and `paid` what
 * billing and payroll did with an approved expense. Money is integer cents.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey(),
    assignment_id: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    type: text('type').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    date: date('date').notNull(),
    category: text('category'),
    description: text('description'),
    business_purpose: text('business_purpose'),
    acceptance_chance: integer('acceptance_chance'),
    reviewed: boolean('reviewed').notNull().default(false),
    billable: boolean('billable').notNull().default(true),
    status: text('status').$type<ExpenseStatus>().notNull().default('draft'),
    billed: boolean('billed').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    submitted_at: instant('submitted_at'),
    approved_at: instant('approved_at'),
    approval_email: text('approval_email'),
    rejection_reason: text('rejection_reason'),
    rejected_at: instant('rejected_at'),
    billed_at: instant('billed_at'),
    paid_at: instant('paid_at'),
    entered_by_user_id: uuid('entered_by_user_id'),
    version: integer('version').notNull().default(1),
    created_at: instant('created_at').notNull().defaultNow(),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('expenses_contractor_date_idx').on(t.contractor_id, t.date, t.id),
    index('expenses_client_date_idx').on(t.client_id, t.date, t.id),
    index('expenses_partner_status_date_idx').on(t.partner_id, t.status, t.date, t.id),
    index('expenses_eor_date_idx').on(t.eor_id, t.date, t.id),
    index('expenses_status_date_idx').on(t.status, t.date, t.id),
    // The approvals queue's order over the expenses waiting for a decision (src/resources/approvals/sources.server.ts).
    index('expenses_waiting_idx')
      .on(sql`coalesce(${t.submitted_at}, ${t.updated_at})`, t.id)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

/** The receipts of an expense: stored files (sniffed, size-limited), several per expense. */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    file_id: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id),
    expense_id: uuid('expense_id')
      .notNull()
      .references(() => expenses.id),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('expense_receipts_expense_idx').on(t.expense_id, t.created_at)],
);
