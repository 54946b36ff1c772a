import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from '../../server/db/schema/files';
import { eors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * When a report runs by itself (spec route /report_schedules): daily, weekly on `weekday` (0 Sunday) or
 * monthly on `month_day`, at `time` (HH:MM) in `time_zone`; each finished run is mailed to `recipients`.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    report: text('report').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    weekday: integer('weekday'),
    month_day: integer('month_day'),
    time: text('time').notNull(),
    time_zone: text('time_zone').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    paused: boolean('paused').notNull().default(false),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('report_schedules_partner_idx').on(t.partner_id)],
);

/**
 * One report asked for (spec §4 report statuses). The projection of the `report_run` event stream;
 * `rows_done` also moves outside events while a worker reads (progress). The file columns are set only
 * by the `finish` event, after every file was stored whole. A scheduled run is unique per schedule and
 * slot, so several processes that see the same slot due create it once.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    report: text('report').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('PENDING'),
    rows_total: integer('rows_total').notNull().default(0),
    rows_done: integer('rows_done').notNull().default(0),
    failure_reason: text('failure_reason'),
    /** The first 100 rows and the totals row, for the page's preview and chart. */
    preview: jsonb('preview').$type<Record<string, unknown>[]>().notNull().default([]),
    totals: jsonb('totals').$type<Record<string, unknown> | null>(),
    csv_file_id: uuid('csv_file_id').references(() => storedFiles.id),
    xlsx_file_id: uuid('xlsx_file_id').references(() => storedFiles.id),
    pdf_file_id: uuid('pdf_file_id').references(() => storedFiles.id),
    requested_by: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    schedule_id: uuid('schedule_id').references(() => reportSchedules.id, { onDelete: 'set null' }),
    /** The schedule's occurrence this run is, as its local date and time (`2026-11-30T09:00`). */
    slot: text('slot'),
    started_at: instant('started_at'),
    finished_at: instant('finished_at'),
    created_at: instant('created_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('report_runs_schedule_slot_key').on(t.schedule_id, t.slot),
    index('report_runs_partner_created_idx').on(t.partner_id, t.created_at, t.id),
    index('report_runs_status_idx').on(t.status),
    check(
      'report_runs_status_check',
      sql`${t.status} in ('PENDING', 'PROCESSING', 'FINISHED', 'FAILED')`,
    ),
  ],
);
