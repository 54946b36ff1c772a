import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employerColumns, oneEmployer } from '../../server/db/schema/employer-owner';

/** An employer's tax registrations: which tax, where, under which account, at what rate since when. */
export const companyTaxes = pgTable(
  'company_taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    /** A US state code, or `US` for a federal tax. */
    jurisdiction: text('jurisdiction').notNull(),
    tax_type: text('tax_type').notNull(),
    account_number: text('account_number').notNull(),
    /** Basis points: 270 is 2.70%. */
    rate_bps: integer('rate_bps').notNull(),
    /** The yearly taxable wage base of a wage-limited tax (state unemployment), in cents; null: none set. */
    wage_base_cents: bigint('wage_base_cents', { mode: 'number' }),
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_taxes_partner_idx').on(t.partner_id, t.jurisdiction),
    index('company_taxes_eor_idx').on(t.eor_id, t.jurisdiction),
    // One rate per tax and date: a rate change is a new row from its effective date.
    uniqueIndex('company_taxes_partner_tax_date_idx').on(
      t.partner_id,
      t.jurisdiction,
      t.tax_type,
      t.effective_date,
    ),
    uniqueIndex('company_taxes_eor_tax_date_idx').on(
      t.eor_id,
      t.jurisdiction,
      t.tax_type,
      t.effective_date,
    ),
    oneEmployer('company_taxes', t),
  ],
);
