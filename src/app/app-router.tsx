import { RouterProvider } from '@tanstack/react-router';
import type { User } from '../domain/contracts/user';
import { useSessionActor } from './features/session/provider';
import { tokenStore } from './lib/token-store';
import { appRouter } from './router';

/** The onboarding chart loads with the first signed-in page that checks it, not with sign-in. */
const loadOnboarding = () => import('../resources/onboarding/actor');
const onboarding = (user: User) => loadOnboarding().then((m) => m.onboardingFor(user));
// A stored session is a signed-in first visit: its guard will want the chart as soon as `/v2/user`
// answers, so its code comes beside that request rather than after it.
if (tokenStore.get()) void loadOnboarding().catch(() => undefined);

/** Every page through the router and its route table; the session actor goes into its context. */
export default function AppRouter() {
  const session = useSessionActor();
  return <RouterProvider router={appRouter()} context={{ session, onboarding }} />;
}
