import { sql } from 'drizzle-orm';
import {
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
import { contractors, partners } from '../../server/db/schema/profiles';

/**
 * A partner's paid-time-off rule: how its workers earn hours (per hour worked as an integer ratio,
 * or a fixed amount per pay period), the caps and the waiting period, and the job classifications
 * it covers. Every amount is in hundredths of an hour.
 */
export const ptoRules = pgTable(
  'pto_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    accrual_method: text('accrual_method').notNull(),
    earned_hundredths: integer('earned_hundredths').notNull(),
    per_hours_worked: integer('per_hours_worked'),
    annual_cap_hundredths: integer('annual_cap_hundredths'),
    carry_over_cap_hundredths: integer('carry_over_cap_hundredths'),
    waiting_period_days: integer('waiting_period_days').notNull().default(0),
    /** A key of PTO_COVERAGE (coverage.ts): which job classifications earn under it. */
    applies_to: text('applies_to').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('pto_rules_partner_name_idx').on(t.partner_id, t.name),
    check('pto_rules_earned_positive', sql`${t.earned_hundredths} > 0`),
    check(
      'pto_rules_ratio',
      sql`${t.accrual_method} <> 'per_hour_worked' or ${t.per_hours_worked} > 0`,
    ),
  ],
);

/** What one worker earned under one rule in one pay period: written once per (contractor, rule, period). */
export const ptoAccruals = pgTable(
  'pto_accruals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rule_id: uuid('rule_id')
      .notNull()
      .references(() => ptoRules.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    worked_hundredths: integer('worked_hundredths').notNull(),
    accrued_hundredths: integer('accrued_hundredths').notNull(),
    forfeited_hundredths: integer('forfeited_hundredths').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('pto_accruals_once_idx').on(t.contractor_id, t.rule_id, t.period_start)],
);

/**
 * A worker's balance under a rule (the /pto_rules_accruals rows): the sums of its accrual rows, kept
 * in the transaction that writes them. What was used is summed from approved time-off requests.
 */
export const ptoBalances = pgTable(
  'pto_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    rule_id: uuid('rule_id')
      .notNull()
      .references(() => ptoRules.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    accrued_hundredths: integer('accrued_hundredths').notNull().default(0),
    forfeited_hundredths: integer('forfeited_hundredths').notNull().default(0),
    /** The last pay period recorded: accruals are complete up to this day. */
    through: date('through', { mode: 'string' }),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('pto_balances_contractor_rule_idx').on(t.contractor_id, t.rule_id),
    index('pto_balances_partner_idx').on(t.partner_id),
  ],
);
