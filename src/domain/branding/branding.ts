import type { PublicGlobals } from '../contracts/public-globals';
import type { User } from '../contracts/user';

/** Where a logo comes from: a white label, or a partner's saved branding. */
export interface LogoSource {
  logo_url: string | null;
  /** When the branding last changed; a replaced logo gets a new timestamp and is fetched again. */
  updated_at: string | null;
}

/**
 * Spec §1: the white-label logo URL receives a timestamp query. Every logo the app shows (side menu,
 * login card, layouts, branding preview) takes its URL from here.
 */
export function brandLogoUrl({ logo_url, updated_at }: LogoSource): string | null {
  if (!logo_url) return null;
  const parsed = updated_at ? Date.parse(updated_at) : Number.NaN;
  const timestamp = Number.isNaN(parsed) ? 0 : parsed;
  const [base, hash] = logo_url.split('#', 2);
  const withQuery = `${base}${base?.includes('?') ? '&' : '?'}t=${timestamp}`;
  return hash === undefined ? withQuery : `${withQuery}#${hash}`;
}

type HelpSubject = Pick<User, 'user_type' | 'contractor'>;

/**
 * Spec §1: a contractor under a partner that is not a self-employer and who needs W-2 onboarding
 * gets the contractor help centre; everyone else the general one.
 */
export function helpCenterUrl(
  user: HelpSubject | null,
  globals: Pick<PublicGlobals, 'help_center_url' | 'contractor_help_center_url'>,
) {
  const contractor = user?.user_type === 'contractor' ? user.contractor : null;
  const usesContractorHelp = Boolean(
    contractor?.partner && !contractor.partner.self_employer && contractor.requires_w2_onboard,
  );
  return usesContractorHelp
    ? (globals.contractor_help_center_url ?? globals.help_center_url)
    : globals.help_center_url;
}

type ThemeSubject = Pick<User, 'partner' | 'contractor'>;

/** Dark theme: the user's own choice when made, else the partner's or the white label's setting. */
export function isDarkTheme(
  user: ThemeSubject | null,
  whiteLabelDark: boolean,
  userPreference: boolean | null,
): boolean {
  if (userPreference !== null) return userPreference;
  const partner = user?.partner ?? user?.contractor?.partner ?? null;
  return Boolean(partner?.dark_mode) || whiteLabelDark;
}

/** The document title: the page's title, else the white-label brand name (spec §1). */
export const documentTitle = (title: string | null | undefined, brandName: string) =>
  title ? title : brandName;

const HEX = /^#[0-9a-f]{6}$/i;
export const isBrandColor = (value: string) => HEX.test(value);
