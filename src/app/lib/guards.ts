import { redirect } from '@tanstack/react-router';
import { waitFor, type ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.screen';
import type { User } from '../../domain/contracts/user';
import { middlewareRedirect } from '../../domain/policy/middleware';
import { linkMatches } from '../../domain/policy/links';
import { specRouteAt } from '../../domain/policy/spec-route-at';
import { mayOpen } from '../../domain/policy/spec-routes';
import { homePath } from '../../domain/redirect/home-path';
import { isOnboardingUserType } from '../../domain/onboarding/requirements';
import { isOnboardingPath } from '../../domain/onboarding/step-routes';
import type { OnboardingRef } from '../../resources/onboarding/actor';
import { HttpStatusError, UNKNOWN_MIDDLEWARE } from './http-status-error';
import { keepAheadFor } from './read-ahead';

export interface RouterContext {
  session: ActorRefFrom<typeof sessionMachine>;
  /**
   * The signed-in user's onboarding chart (spec §4), loaded when a page first needs it (the sign-in
   * page never does); absent where onboarding does not apply (tests).
   */
  onboarding?: (user: User) => Promise<OnboardingRef>;
}

/** What TanStack passes to beforeLoad that the guards read. */
export interface GuardArgs {
  context: RouterContext;
  location: { pathname: string; href: string };
}

/** The session once it knows who is there (a stored token is still being checked at first load). */
async function settledSession(context: RouterContext) {
  return waitFor(
    context.session,
    (s) => !s.matches('restoring') && !s.matches('loadingUser') && !s.matches('signingOut'),
  );
}

/** Spec §6 middleware before the page opens; a middleware that fails is the spec §8 500 'Unknown middleware'. */
function runMiddleware(user: User, pathname: string) {
  let to: string | null;
  try {
    to = middlewareRedirect(user, pathname);
  } catch {
    throw new HttpStatusError(500, UNKNOWN_MIDDLEWARE);
  }
  if (to) throw redirect({ href: to, replace: true });
}

/** Signed out → /login?redirect=<path>, remembering the path; signed in → { user }, past the middleware. */
export async function requireAuth(args: GuardArgs): Promise<{ user: User }> {
  const snapshot = await settledSession(args.context);
  const user = snapshot.matches('signedIn') ? snapshot.context.user : null;
  if (user) {
    runMiddleware(user, args.location.pathname);
    return { user };
  }
  args.context.session.send({ type: 'session.remember', path: args.location.href });
  throw redirect({ to: '/login', search: { redirect: args.location.href } });
}

/** A signed-in user on a guest page (login, forgot password, …) goes home. */
export async function requireGuest(args: GuardArgs): Promise<void> {
  const snapshot = await settledSession(args.context);
  const user = snapshot.context.user;
  if (snapshot.matches('signedIn') && user) throw redirect({ to: homePath(user) });
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Spec §5 route guard: a path under a base link must match one of the user's links, else 404 'Not Found'. */
export async function requireLinkAccess(args: GuardArgs): Promise<{ user: User }> {
  const { user } = await requireAuth(args);
  const path = args.location.pathname;
  // A link may be a pattern with an id (`/users/{id?}`): the concrete path matches it.
  const allowed = user.links.some((l) => under(path, l) || linkMatches(l, path));
  if (user.base_links.some((b) => under(path, b)) && !allowed) {
    throw new HttpStatusError(404, 'Not Found');
  }
  return { user };
}

/**
 * The one guard of the `_shell` layout: who may open the page comes from spec-routes.ts for the path
 * being opened (public, signed in, user types or a capability), then the spec §5 link guard and the
 * §6 middleware. A path that is no spec route of its own (a timesheet's page) needs a session.
 */
export async function requirePageAccess(args: GuardArgs): Promise<void> {
  keepAheadFor(args.location.pathname);
  const access = specRouteAt(args.location.pathname)?.access ?? 'auth';
  if (access === 'public') return;
  if (access === 'guest') return requireGuest(args);
  const { user } = await requireLinkAccess(args);
  if (!mayOpen(user, access)) throw redirect({ to: '/404' });
  await requireOnboarding(args, user);
}

/**
 * Spec §4: a user with required steps left goes to /onboard/{userType}, unless the page is part of
 * onboarding or they skipped it within 5 minutes; the onboarding chart decides which.
 */
async function requireOnboarding(args: GuardArgs, user: User): Promise<void> {
  if (!args.context.onboarding || !isOnboardingUserType(user.user_type)) return;
  const chart = await waitFor(await args.context.onboarding(user), (s) => !s.matches('checking'));
  const path = args.location.pathname;
  const ctx = { userType: user.user_type, requiresW2: chart.context.requiresW2 };
  if (chart.hasTag('mustOnboard') && !isOnboardingPath(path, ctx))
    throw redirect({ href: `/onboard/${user.user_type}`, replace: true });
}

/** A page that is no spec route of its own but is for some users only: others get /404, as spec routes do. */
export async function requireCapability(
  args: GuardArgs,
  allows: (user: User) => boolean,
): Promise<void> {
  const { user } = await requireAuth(args);
  if (!allows(user)) throw redirect({ to: '/404' });
}
