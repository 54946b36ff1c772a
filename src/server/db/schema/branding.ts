import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
