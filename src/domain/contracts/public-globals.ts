import { z } from 'zod';
import { AppMode, jobClassifications } from './enums';

export const WhiteLabel = z.object({
  brand_name: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  dark_mode: z.boolean(),
  primary_color: z.string().nullable(),
  accent_color: z.string().nullable(),
  partner_id: z.string().nullable(),
  subdomain: z.string().nullable(),
  /** When the white label last changed, for the logo's timestamp query. */
  updated_at: z.string().nullable(),
});
export type WhiteLabel = z.infer<typeof WhiteLabel>;

/** Branding and platform settings, public before sign-in (spec §3 "Public globals"). */
export const PublicGlobals = z.object({
  white_label: WhiteLabel,
  technology_platform_website: z.string().nullable(),
  technology_platform_company: z.string().nullable(),
  support_email: z.string().nullable(),
  tos_url: z.string().nullable(),
  privacy_url: z.string().nullable(),
  help_center_url: z.string().nullable(),
  contractor_help_center_url: z.string().nullable(),
  enabled_email_code_verification: z.boolean(),
  est_offset_hours: z.number().int(),
  platform_currencies: z.array(z.object({ currency: z.string(), symbol: z.string() })),
  job_classifications: z.array(z.enum(jobClassifications)),
  tax_id_types: z.array(z.string()),
  adjustment_types: z.array(z.string()),
  valid_redirect_urls: z.array(z.string()),
  job_category_rules: z.record(z.string(), z.unknown()),
  mode: AppMode,
});
export type PublicGlobals = z.infer<typeof PublicGlobals>;
