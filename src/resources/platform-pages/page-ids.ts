/**
 * The platform's own pages (spec §2 /terms, /privacy, /help; spec §3 public globals `tos_url`,
 * `privacy_url`, `help_center_url`): when a URL elsewhere is configured the page links out to it,
 * otherwise it shows the platform's own text, which admins edit.
 */
export const PLATFORM_PAGES = ['terms', 'privacy', 'help'] as const;
export type PlatformPageId = (typeof PLATFORM_PAGES)[number];

export const isPlatformPage = (id: string): id is PlatformPageId =>
  (PLATFORM_PAGES as readonly string[]).includes(id);

export const PLATFORM_PAGE_TITLE: Record<PlatformPageId, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  help: 'Help Center',
};

/** What a page says until an admin writes its text; `{brand}` and `{support}` are filled in. */
export const PLATFORM_PAGE_DEFAULT: Record<PlatformPageId, string> = {
  terms:
    '{brand} provides this back office for staffing, employer-of-record and self-employed businesses. ' +
    'By signing in you agree to use it only for the companies and people you work for, to keep your ' +
    'sign-in to yourself, and to enter time, pay and billing records truthfully. Questions: {support}.',
  privacy:
    '{brand} keeps the personal data your employer or agency needs to pay you and bill for your work: ' +
    'name, contact details, tax and bank details (sealed at rest, shown only in part), timesheets and ' +
    'documents. It is shared only with the companies you work with and the services that pay you. ' +
    'Download what we hold about you from Data export; questions: {support}.',
  help:
    'Timesheets: enter your hours each week and submit them for approval. Pay: your paychecks and ' +
    'payment methods are under your profile. Approvals: managers approve or reject submitted ' +
    'timesheets from Approvals. Anything else: write to {support}.',
};
