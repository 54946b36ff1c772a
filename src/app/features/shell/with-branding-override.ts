import type { PublicGlobals } from '../../../domain/contracts/public-globals';
import type { BrandingSettings } from '../../../domain/contracts/shell';
import type { User } from '../../../domain/contracts/user';

/**
 * Applies branding a partner just saved to the globals in use, when those globals are that
 * partner's brand or the platform default the partner is seeing.
 */
export function withBrandingOverride(
  globals: PublicGlobals,
  saved: BrandingSettings | null,
  user: User | null,
): PublicGlobals {
  const partnerId = user?.partner?.id;
  const label = globals.white_label;
  if (!saved || !partnerId || (label.partner_id !== null && label.partner_id !== partnerId))
    return globals;
  return {
    ...globals,
    support_email: saved.support_email ?? globals.support_email,
    white_label: {
      ...label,
      brand_name: saved.brand_name,
      logo_url: saved.logo_url,
      primary_color: saved.primary_color,
      accent_color: saved.accent_color,
      dark_mode: saved.dark_mode,
      updated_at: saved.updated_at,
    },
  };
}
