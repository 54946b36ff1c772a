import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../../server/db/schema/profiles';

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
