import { RouterProvider } from '@tanstack/react-router';
import type { User } from '../domain/contracts/user';
import { isOnboardingUserType } from '../domain/onboarding/requirements';
import { specRouteAt } from '../domain/policy/spec-route-at';
import { useSessionActor } from './features/session/provider';
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
if (tokenStore.get() && mayOnboardAt(window.location.pathname))
  void loadOnboarding().catch(() => undefined);

/** Every page through the router and its route table; the session actor goes into its context. */
export default function AppRouter() {
  const session = useSessionActor();
  return <RouterProvider router={appRouter()} context={{ session, onboarding }} />;
}
