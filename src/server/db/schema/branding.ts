import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './profiles';

/** Platform-wide public globals (spec §3); a single row with id 1. */
export const platformSettings = pgTable('platform_settings', {
  id: integer('id').primaryKey().default(1),
  brand_name: text('brand_name').notNull(),
  logo_url: text('logo_url'),
  favicon_url: text('favicon_url'),
  technology_platform_website: text('technology_platform_website'),
  technology_platform_company: text('technology_platform_company'),
  support_email: text('support_email'),
  tos_url: text('tos_url'),
  privacy_url: text('privacy_url'),
  help_center_url: text('help_center_url'),
  contractor_help_center_url: text('contractor_help_center_url'),
  enabled_email_code_verification: boolean('enabled_email_code_verification')
    .notNull()
    .default(true),
  est_offset_hours: integer('est_offset_hours').notNull().default(-5),
  platform_currencies: jsonb('platform_currencies')
    .$type<{ currency: string; symbol: string }[]>()
    .notNull()
    .default([{ currency: 'usd', symbol: '$' }]),
  tax_id_types: jsonb('tax_id_types').$type<string[]>().notNull().default([]),
  adjustment_types: jsonb('adjustment_types').$type<string[]>().notNull().default([]),
  valid_redirect_urls: jsonb('valid_redirect_urls').$type<string[]>().notNull().default([]),
  job_category_rules: jsonb('job_category_rules')
    .$type<Record<string, unknown>>()
    .notNull()
    .default({}),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-partner white-label settings; a partner without a row falls back to the platform's. */
export const whiteLabels = pgTable('white_labels', {
  id: uuid('id').primaryKey().defaultRandom(),
  partner_id: uuid('partner_id')
    .notNull()
    .unique()
    .references(() => partners.id),
  brand_name: text('brand_name').notNull(),
  logo_url: text('logo_url'),
  favicon_url: text('favicon_url'),
  dark_mode: boolean('dark_mode').notNull().default(false),
  primary_color: text('primary_color'),
  accent_color: text('accent_color'),
  support_email: text('support_email'),
  tos_url: text('tos_url'),
  privacy_url: text('privacy_url'),
  help_center_url: text('help_center_url'),
  contractor_help_center_url: text('contractor_help_center_url'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Logos uploaded by partners, served back at /v2/branding/logos/{id}. Kept in the database so
 * every API process behind a load balancer can serve them. */
export const brandLogos = pgTable('brand_logos', {
  id: uuid('id').primaryKey().defaultRandom(),
  partner_id: uuid('partner_id')
    .notNull()
    .references(() => partners.id),
  content_type: text('content_type').notNull(),
  data_base64: text('data_base64').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
