import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Onboarding requirements (spec §3) of a profile: step names required and completed, in order. */
const requirementColumns = () => ({
  required_steps: jsonb('required_steps').$type<string[]>().notNull().default([]),
  completed_steps: jsonb('completed_steps').$type<string[]>().notNull().default([]),
  /** When a step was last completed; until the first, the next step has waited since the profile began. */
  last_step_at: timestamp('last_step_at', { withTimezone: true }),
});

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  entity_name: text('entity_name'),
  ...timestamps,
});

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity_name: text('entity_name').notNull(),
    subdomain: text('subdomain').unique(),
    logo_url: text('logo_url'),
    favicon_url: text('favicon_url'),
    dark_mode: boolean('dark_mode').notNull().default(false),
    redirect_url: text('redirect_url'),
    self_employer: boolean('self_employer').notNull().default(false),
    self_funded: boolean('self_funded').notNull().default(false),
    self_time_sheets: boolean('self_time_sheets').notNull().default(false),
    self_approve: boolean('self_approve').notNull().default(false),
    is_payroll_disabled: boolean('is_payroll_disabled').notNull().default(false),
    is_canada_enabled: boolean('is_canada_enabled').notNull().default(false),
    corp_to_corp_enabled: boolean('corp_to_corp_enabled').notNull().default(false),
    /** Printed on its invoices under its name: where and how clients pay it (address, bank remittance). */
    remit_to: text('remit_to'),
    /** The sales partner who referred this partner: it sees the partner's rows, read-only (kit/scope.ts). */
    sales_partner_id: uuid('sales_partner_id').references((): AnyPgColumn => salesPartners.id),
    /** The referring sales partner's commission on this partner's paid invoices' margin, basis points (1 000 = 10 %). */
    commission_rate_bps: integer('commission_rate_bps').notNull().default(0),
    /** Optional onboarding steps this partner requires of its contractors (OPTIONAL_STEPS). */
    onboarding_steps: jsonb('onboarding_steps').$type<string[]>().notNull().default([]),
    ...requirementColumns(),
    ...timestamps,
  },
  // The global search matches part of the name (pg_trgm, migration 0009).
  (t) => [
    index('partners_entity_name_trgm_idx').using('gin', t.entity_name.op('gin_trgm_ops')),
    index('partners_sales_partner_idx').on(t.sales_partner_id),
  ],
);

export const salesPartners = pgTable('sales_partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  entity_name: text('entity_name').notNull(),
  ...requirementColumns(),
  ...timestamps,
});

export const eors = pgTable('eors', {
  id: uuid('id').primaryKey().defaultRandom(),
  entity_name: text('entity_name').notNull(),
  /** Printed on its invoices under its name: where and how clients pay it. */
  remit_to: text('remit_to'),
  ...timestamps,
});

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity_name: text('entity_name').notNull(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    can_create_assignment: boolean('can_create_assignment').notNull().default(false),
    show_contractor_personal: boolean('show_contractor_personal').notNull().default(false),
    requires_signature_for_approval: boolean('requires_signature_for_approval')
      .notNull()
      .default(false),
    ...requirementColumns(),
    ...timestamps,
  },
  (t) => [index('clients_entity_name_trgm_idx').using('gin', t.entity_name.op('gin_trgm_ops'))],
);

/**
 * A vendor company contractors work through (corp-to-corp). Its tax id is an EIN: a business's
 * identifier it hands every customer on its W-9 and invoices, not a person's number, so it is kept
 * in clear (normalised as 12-3456789) rather than sealed like SSNs.
 */
export const corpToCorps = pgTable(
  'corp_to_corps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    entity_name: text('entity_name').notNull(),
    tax_id: text('tax_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corp_to_corps_partner_name_idx').on(t.partner_id, t.entity_name),
    index('corp_to_corps_eor_name_idx').on(t.eor_id, t.entity_name),
    uniqueIndex('corp_to_corps_partner_tax_id_key').on(t.partner_id, t.tax_id),
  ],
);

export const contractors = pgTable('contractors', {
  id: uuid('id').primaryKey().defaultRandom(),
  partner_id: uuid('partner_id').references(() => partners.id),
  eor_id: uuid('eor_id').references(() => eors.id),
  corp_to_corp: boolean('corp_to_corp').notNull().default(false),
  /** The vendor company a corp-to-corp contractor works through. */
  corp_to_corp_id: uuid('corp_to_corp_id').references(() => corpToCorps.id),
  requires_w2_onboard: boolean('requires_w2_onboard').notNull().default(false),
  /** The client whose owner added this contractor (spec §6): it sees them before any assignment. */
  created_by_client_id: uuid('created_by_client_id').references(() => clients.id),
  ...requirementColumns(),
  /**
   * Sealed (src/server/crypto/vault.ts), never in clear; reading the full value is a step-up
   * operation. The last four digits stay in clear for display.
   */
  ssn: text('ssn'),
  ssn_last4: text('ssn_last4'),
  ...timestamps,
});
