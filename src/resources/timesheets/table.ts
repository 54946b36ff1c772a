import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { assignments } from '../assignments/table';
import { clients, contractors, eors, partners } from '../../server/db/schema/profiles';

/**
 * The projection of the timesheet event stream. Tenant columns are copied from the assignment so
 * scoping and list filters use one indexed table. `status`, `billing`, `paid` hold the chart state.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    status: text('status').notNull().default('draft'),
    billing: text('billing').notNull().default('billable'),
    paid: boolean('paid').notNull().default(false),
    type: text('type').notNull().default('hourly'),
    date: date('date').notNull(),
    /** Null, with time_end, exactly on hours-only time (`type` 'hours_only'): its hours are as entered. */
    time_start: text('time_start'),
    time_end: text('time_end'),
    break_time_minutes: integer('break_time_minutes').notNull().default(0),
    /** Hundredths of an hour, so sums are exact. */
    hours_hundredths: integer('hours_hundredths').notNull(),
    timezone: text('timezone').notNull().default('America/New_York'),
    project_code: text('project_code'),
    task: text('task'),
    signed_at: timestamp('signed_at', { withTimezone: true, mode: 'string' }),
    approval_date: timestamp('approval_date', { withTimezone: true, mode: 'string' }),
    approval_email: text('approval_email'),
    approval_ip: text('approval_ip'),
    approval_evidence: text('approval_evidence'),
    rejection_reason: text('rejection_reason'),
    rejected_at: timestamp('rejected_at', { withTimezone: true, mode: 'string' }),
    entered_by_user_id: uuid('entered_by_user_id'),
    entered_ip: text('entered_ip'),
    edited_by_user_id: uuid('edited_by_user_id'),
    edited_ip: text('edited_ip'),
    payroll_submission_date: date('payroll_submission_date'),
    client_billing_invoice_date: date('client_billing_invoice_date'),
    /** Device-reported position captured on submit. */
    location: jsonb('location').$type<Record<string, unknown> | null>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check(
      'timesheets_times_or_hours_only',
      sql`(${t.type} = 'hours_only') = (${t.time_start} is null and ${t.time_end} is null) and (${t.time_start} is null) = (${t.time_end} is null)`,
    ),
    index('timesheets_assignment_idx').on(t.assignment_id, t.date, t.id),
    // A list page is its tenant's newest rows: each tenant's index follows the default order (date, then id).
    index('timesheets_contractor_date_idx').on(t.contractor_id, t.date, t.id),
    index('timesheets_client_date_idx').on(t.client_id, t.date, t.id),
    index('timesheets_partner_date_idx').on(t.partner_id, t.date, t.id),
    index('timesheets_eor_date_idx').on(t.eor_id, t.date, t.id),
    index('timesheets_date_idx').on(t.date, t.id),
    // A status filter (a queue, the dashboard's links) and the partial months of list totals; hours
    // and id ride along so a page sorted by hours is picked from the index alone.
    index('timesheets_client_status_date_idx').on(
      t.client_id,
      t.status,
      t.date,
      t.hours_hundredths,
      t.id,
    ),
    index('timesheets_partner_status_date_idx').on(
      t.partner_id,
      t.status,
      t.date,
      t.hours_hundredths,
      t.id,
    ),
    index('timesheets_eor_status_date_idx').on(
      t.eor_id,
      t.status,
      t.date,
      t.hours_hundredths,
      t.id,
    ),
    index('timesheets_status_date_idx').on(t.status, t.date, t.hours_hundredths, t.id),
    // A page sorted by hours or by creation, for each scope that holds many rows (admin, partner,
    // client, EOR): the page is read from the index in order instead of sorting every row in scope.
    // A contractor's few hundred rows sort quickly without one.
    index('timesheets_hours_idx').on(t.hours_hundredths, t.id),
    index('timesheets_partner_hours_idx').on(t.partner_id, t.hours_hundredths, t.id),
    index('timesheets_client_hours_idx').on(t.client_id, t.hours_hundredths, t.id),
    index('timesheets_eor_hours_idx').on(t.eor_id, t.hours_hundredths, t.id),
    index('timesheets_created_idx').on(t.created_at, t.id),
    index('timesheets_partner_created_idx').on(t.partner_id, t.created_at, t.id),
    index('timesheets_client_created_idx').on(t.client_id, t.created_at, t.id),
    index('timesheets_eor_created_idx').on(t.eor_id, t.created_at, t.id),
    // The approvals queue, oldest waiting first (src/resources/approvals/sources.server.ts): over the
    // few timesheets waiting for a decision, in queue order for everyone and within each tenant,
    // whose column the queue compares as text (its UNION ALL has one column type for every source).
    index('timesheets_waiting_idx')
      .on(t.updated_at, t.id)
      .where(sql`${t.status} in ('submitted', 'signed')`),
    ...(['partner_id', 'client_id', 'eor_id'] as const).map((c) =>
      index(`timesheets_waiting_${c.replace('_id', '')}_idx`)
        .on(sql`(${t[c]}::text)`, t.updated_at, t.id)
        .where(sql`${t.status} in ('submitted', 'signed')`),
    ),
    // The global search matches part of a project code or task (pg_trgm, migration 0009).
    index('timesheets_project_code_trgm_idx').using('gin', t.project_code.op('gin_trgm_ops')),
    index('timesheets_task_trgm_idx').using('gin', t.task.op('gin_trgm_ops')),
  ],
);

/** What the rollups and the deltas keep per key: the status, billing, paid and month, and the counts. */
const countedColumns = () => ({
  status: text('status').notNull(),
  billing: text('billing').notNull(),
  paid: boolean('paid').notNull(),
  /** The first day of the timesheets' month. */
  month: date('month').notNull(),
  n: integer('n').notNull(),
  hours_hundredths: bigint('hours_hundredths', { mode: 'number' }).notNull(),
});

/**
 * Count and hours of timesheets per tenant, status and month, kept exact by statement triggers on
 * `timesheets` (migration 0007), so list totals and dashboard figures read a few hundred rows instead
 * of every matching timesheet. Contractor and assignment are left out on purpose: their lists are
 * small enough to count, and keeping them would make this table nearly as large as the timesheets.
 */
export const timesheetRollups = pgTable(
  'timesheet_rollups',
  {
    partner_id: uuid('partner_id'),
    eor_id: uuid('eor_id'),
    client_id: uuid('client_id').notNull(),
    ...countedColumns(),
  },
  (t) => [
    unique('timesheet_rollups_key')
      .on(t.partner_id, t.eor_id, t.client_id, t.status, t.billing, t.paid, t.month)
      .nullsNotDistinct(),
    index('timesheet_rollups_partner_idx').on(t.partner_id, t.month),
    index('timesheet_rollups_eor_idx').on(t.eor_id, t.month),
    index('timesheet_rollups_client_idx').on(t.client_id, t.month),
  ],
);

/**
 * Changes to the counts across every tenant, appended by the rollups' trigger function (migration
 * 0043) and merged on the catch-up queue (`totalsCompaction`): what an admin's unnarrowed list
 * sums, a few rows per status and month instead of one per client (191,000 rollups at 1,000,000
 * timesheets: 25–68 ms a page). Appended, never updated, so writers of different tenants never
 * wait for each other's rows.
 */
export const timesheetTotalDeltas = pgTable('timesheet_total_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...countedColumns(),
});

/**
 * Changes to the counts per partner and EOR, appended by the same trigger function (migration 0045)
 * and merged on the catch-up queue (`tenantTotalsCompaction`): what a partner's or an EOR's list
 * without a client filter sums, a few rows per status and month where the rollups hold one per
 * client (11,600 for one agency of 187 clients at 1,000,000 timesheets: 10 ms a page). Appended
 * for the reason the deltas across tenants are.
 */
export const timesheetTenantDeltas = pgTable(
  'timesheet_tenant_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partner_id: uuid('partner_id'),
    eor_id: uuid('eor_id'),
    ...countedColumns(),
  },
  (t) => [
    index('timesheet_tenant_deltas_partner_idx').on(t.partner_id, t.month),
    index('timesheet_tenant_deltas_eor_idx').on(t.eor_id, t.month),
  ],
);
