import { canSeeBill, isContractor, isSelfEmployerPartner, partnerOf, type Subject } from './capabilities';

/**
 * The spec names one page self-employer partners are kept away from without saying which; the
 * partner services agreement is the one that does not apply to a partner who employs its own workers.
 */
export const SELF_EMPLOYER_RESTRICTED_PAGE = '/partner_services_agreement';
/** The contractors-only page that only contractors of self-employer partners may open. */
export const SELF_EMPLOYER_CONTRACTOR_PAGE = '/contractor/pay_card';

/** Spec §6 middleware: where a signed-in user is sent instead of `path`, or null to stay. */
export function middlewareRedirect(user: Subject, path: string): string | null {
  const clean = path.split(/[?#]/)[0] ?? path;
  if (clean === '/dashboard') return `/${user.user_type}/dashboard`;
  if (clean === '/pricing_calculator' && !canSeeBill(user)) return '/dashboard';
  if (clean === SELF_EMPLOYER_RESTRICTED_PAGE && isSelfEmployerPartner(user)) return '/dashboard';
  if (clean === SELF_EMPLOYER_CONTRACTOR_PAGE && isContractor(user) && !partnerOf(user)?.self_employer) return '/dashboard';
  return null;
}

/** The spec's menu links use `time_sheets`; its routes are `timesheets`. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/time_sheets': '/timesheets',
  '/contractor/time_sheets': '/contractor/timesheets',
};
