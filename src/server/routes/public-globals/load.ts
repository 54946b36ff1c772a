import { eq } from 'drizzle-orm';
import { jobClassifications } from '../../../domain/contracts/enums';
import type { PublicGlobals } from '../../../domain/contracts/public-globals';
import type { Deps } from '../../deps';
import { adjustmentTypes } from '../../../resources/adjustments/query';
import { partners, platformSettings, whiteLabels } from '../../db/schema';

/** The subdomain of a Host header such as `acme.localhost:3000` or `acme.example.com`. */
export function subdomainFromHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const parts = name.split('.');
  const minParts = parts[parts.length - 1] === 'localhost' ? 2 : 3;
  if (parts.length < minParts) return undefined;
  const sub = parts[0];
  return sub && sub !== 'www' && /^[a-z0-9-]{1,63}$/.test(sub) ? sub : undefined;
}

export async function loadPublicGlobals(
  deps: Deps,
  subdomain: string | undefined,
): Promise<PublicGlobals> {
  const [settings] = await deps.db
    .select()
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  if (!settings) throw new Error('platform_settings is empty: the database was not seeded');
  const [brand] = subdomain
    ? await deps.db
        .select({ partner: partners, label: whiteLabels })
        .from(partners)
        .leftJoin(whiteLabels, eq(whiteLabels.partner_id, partners.id))
        .where(eq(partners.subdomain, subdomain))
        .limit(1)
    : [];
  const label = brand?.label;
  const partner = brand?.partner;
  return {
    white_label: {
      brand_name: label?.brand_name ?? partner?.entity_name ?? settings.brand_name,
      logo_url: label?.logo_url ?? partner?.logo_url ?? settings.logo_url,
      favicon_url: label?.favicon_url ?? partner?.favicon_url ?? settings.favicon_url,
      dark_mode: label?.dark_mode ?? partner?.dark_mode ?? false,
      primary_color: label?.primary_color ?? null,
      accent_color: label?.accent_color ?? null,
      partner_id: partner?.id ?? null,
      subdomain: partner?.subdomain ?? null,
      updated_at: (label?.updated_at ?? settings.updated_at).toISOString(),
    },
    technology_platform_website: settings.technology_platform_website,
    technology_platform_company: settings.technology_platform_company,
    support_email: label?.support_email ?? settings.support_email,
    tos_url: label?.tos_url ?? settings.tos_url,
    privacy_url: label?.privacy_url ?? settings.privacy_url,
    help_center_url: label?.help_center_url ?? settings.help_center_url,
    contractor_help_center_url:
      label?.contractor_help_center_url ?? settings.contractor_help_center_url,
    enabled_email_code_verification: settings.enabled_email_code_verification,
    est_offset_hours: settings.est_offset_hours,
    platform_currencies: settings.platform_currencies,
    job_classifications: [...jobClassifications],
    tax_id_types: settings.tax_id_types,
    adjustment_types: [...adjustmentTypes],
    valid_redirect_urls: settings.valid_redirect_urls,
    job_category_rules: settings.job_category_rules,
    mode: deps.env.APP_MODE,
  };
}
