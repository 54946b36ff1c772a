import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { User } from '../domain/contracts/user';
import { isOnboardingUserType } from '../domain/onboarding/requirements';
import { specRouteAt } from '../domain/policy/spec-route-at';
import { homePath } from '../domain/redirect/home-path';
import { fetchDashboardAhead } from './actors/dashboard';
import { useSessionActor, type SessionActor } from './features/session/provider';
import { tokenStore } from './lib/token-store';
import { appRouter } from './router';

/** The onboarding chart loads with the first signed-in page that checks it, not with sign-in. */
const loadOnboarding = () => import('../resources/onboarding/actor');
const onboarding = (user: User) => loadOnboarding().then((m) => m.onboardingFor(user));

/** Whether the user opening this path may have onboarding: a page only for admin or eor tells not. */
function mayOnboardAt(pathname: string): boolean {
  const access = specRouteAt(pathname)?.access;
  return typeof access !== 'object' || 'allows' in access || access.some(isOnboardingUserType);
}

// A stored session is a signed-in first visit: its guard will want the chart as soon as `/v2/user`
// answers, so its code comes beside that request rather than after it; a user type without
// onboarding never checks it, and would only pay for the chart's code and its zod schemas.
let restoring = Boolean(tokenStore.get());
if (restoring && mayOnboardAt(window.location.pathname))
  void loadOnboarding().catch(() => undefined);

/**
 * A stored session opening its own dashboard: once `/v2/user` has answered, the dashboard's figures
 * are asked for beside the page's guards (src/app/actors/dashboard.ts). Only the stored session's
 * user counts; a router started by the sign-in page asks nothing ahead.
 */
function useDashboardAhead(session: SessionActor) {
  useEffect(() => {
    if (!restoring) return;
    const settled = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
      const user = snapshot.context.user;
      const signedIn = snapshot.matches('signedIn') && user !== null;
      // The stored token was refused: whoever signs in next comes through the sign-in page.
      if (!signedIn && !snapshot.matches('signedOut')) return false;
      restoring = false;
      if (signedIn && window.location.pathname === homePath(user)) fetchDashboardAhead();
      return true;
    };
    if (settled(session.getSnapshot())) return;
    const subscription = session.subscribe((snapshot) => {
      if (settled(snapshot)) subscription.unsubscribe();
    });
    return () => subscription.unsubscribe();
  }, [session]);
}

/** Every page through the router and its route table; the session actor goes into its context. */
export default function AppRouter() {
  const session = useSessionActor();
  useDashboardAhead(session);
  return <RouterProvider router={appRouter()} context={{ session, onboarding }} />;
}
