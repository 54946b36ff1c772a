import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employerColumns, oneEmployer } from '../../server/db/schema/employer-owner';
import { contractors } from '../../server/db/schema/profiles';

/** A benefit an employer offers: medical, dental, vision, retirement…, with what a pay period costs. */
export const benefitPlans = pgTable(
  'benefit_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    carrier: text('carrier').notNull(),
    employee_cost_cents: integer('employee_cost_cents').notNull(),
    employer_cost_cents: integer('employer_cost_cents').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('benefit_plans_partner_idx').on(t.partner_id),
    index('benefit_plans_eor_idx').on(t.eor_id),
    oneEmployer('benefit_plans', t),
  ],
);

/** A worker's enrollment in a plan (the `/benefits` records); the employer columns are the worker's. */
export const benefits = pgTable(
  'benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => benefitPlans.id),
    coverage: text('coverage').notNull(),
    status: text('status').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('benefits_partner_idx').on(t.partner_id, t.start_date),
    index('benefits_eor_idx').on(t.eor_id, t.start_date),
    index('benefits_contractor_idx').on(t.contractor_id),
    oneEmployer('benefits', t),
  ],
);

/**
 * A worker's dependents, covered by family enrollments. Personal data: the date of birth is kept;
 * no SSN is collected here, so none can leak through a list.
 */
export const dependents = pgTable(
  'dependents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    relationship: text('relationship').notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dependents_contractor_idx').on(t.contractor_id),
    index('dependents_partner_idx').on(t.partner_id),
    index('dependents_eor_idx').on(t.eor_id),
  ],
);
