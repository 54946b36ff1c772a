import { canSeeBill, isSelfEmployerPartner, partnerOf, type Subject } from './capabilities';

/**
 * The spec names one page self-employer partners are kept away from without saying which; the
 * partner services agreement is the one that does not apply to a partner who employs its own workers.
 */
export const SELF_EMPLOYER_RESTRICTED_PAGE = '/partner_services_agreement';
/** The contractors-only page that only contractors of self-employer partners may open. */
export const SELF_EMPLOYER_CONTRACTOR_PAGE = '/contractor/pay_card';

/** One spec §6 middleware: where to send the user instead of `path`, or null to let it through. */
type Middleware = (user: Subject, path: string) => string | null;

const dashboard: Middleware = (user, path) =>
  path === '/dashboard' ? `/${user.user_type}/dashboard` : null;
const pricingCalculator: Middleware = (user, path) =>
  path === '/pricing_calculator' && !canSeeBill(user) ? '/dashboard' : null;
const selfEmployerPartner: Middleware = (user, path) =>
  path === SELF_EMPLOYER_RESTRICTED_PAGE && isSelfEmployerPartner(user) ? '/dashboard' : null;
const contractorsOfSelfEmployers: Middleware = (user, path) =>
  path === SELF_EMPLOYER_CONTRACTOR_PAGE && !partnerOf(user)?.self_employer ? '/dashboard' : null;

const common = [dashboard, pricingCalculator];

/** The middleware each user type runs through, in order. */
const chains = new Map<string, readonly Middleware[]>([
  ['admin', common],
  ['partner', [...common, selfEmployerPartner]],
  ['sales_partner', common],
  ['eor', common],
  ['client', common],
  ['contractor', [...common, contractorsOfSelfEmployers]],
]);

/**
 * A user type this browser has no middleware for (a server newer than the app): the page must not
 * open unguarded, so the router shows the spec §8 route error instead.
 */
export class UnknownMiddlewareError extends Error {
  constructor(userType: string) {
    super(`No middleware for user type ${userType}`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** Spec §6 middleware: where a signed-in user is sent instead of `path`, or null to stay. */
export function middlewareRedirect(user: Subject, path: string): string | null {
  const chain = chains.get(user.user_type);
  if (!chain) throw new UnknownMiddlewareError(String(user.user_type));
  const clean = path.split(/[?#]/)[0] ?? path;
  for (const middleware of chain) {
    const to = middleware(user, clean);
    if (to) return to;
  }
  return null;
}

/** The spec's menu links use `time_sheets`; its routes are `timesheets`. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/time_sheets': '/timesheets',
  '/contractor/time_sheets': '/contractor/timesheets',
};
