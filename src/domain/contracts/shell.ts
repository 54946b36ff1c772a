import { z } from 'zod';

const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f2937');

/** A partner's white-label settings as the partner edits them in /settings. */
export const BrandingSettings = z.object({
  brand_name: z.string().trim().min(1).max(120),
  logo_url: z.string().nullable(),
  primary_color: Color.nullable(),
  accent_color: Color.nullable(),
  dark_mode: z.boolean(),
  support_email: z.email().max(254).nullable(),
  /** Printed under the partner's name on its invoices: where and how clients pay (address, bank). */
  remit_to: z.string().trim().max(500, 'At most 500 characters').nullable(),
  updated_at: z.string(),
});
export type BrandingSettings = z.infer<typeof BrandingSettings>;

// Remit-to may be left out: a save that does not name it keeps what is stored.
export const BrandingUpdate = BrandingSettings.omit({ logo_url: true, updated_at: true }).partial({
  remit_to: true,
});
export type BrandingUpdate = z.infer<typeof BrandingUpdate>;

export const logoContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_LOGO_BYTES = 512 * 1024;

export const UserPreferences = z.object({ dark_mode: z.boolean().nullable() });
export type UserPreferences = z.infer<typeof UserPreferences>;

/** One dashboard figure: a count or an integer-cents total, linking to its list. */
export const DashboardFigure = z.object({
  key: z.string(),
  label: z.string(),
  /** count: a plain number; money: integer cents; hours: integer hundredths of an hour. */
  kind: z.enum(['count', 'money', 'hours']),
  value: z.number().int(),
  href: z.string(),
});
export type DashboardFigure = z.infer<typeof DashboardFigure>;
