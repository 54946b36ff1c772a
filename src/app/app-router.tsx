import { RouterProvider } from '@tanstack/react-router';
import type { User } from '../domain/contracts/user';
import { useSessionActor } from './features/session/provider';
import { appRouter } from './router';

/** The onboarding chart loads with the first signed-in page that checks it, not with sign-in. */
const onboarding = (user: User) =>
  import('../resources/onboarding/actor').then((m) => m.onboardingFor(user));

/** Every page through the router and its route table; the session actor goes into its context. */
export default function AppRouter() {
  const session = useSessionActor();
  return <RouterProvider router={appRouter()} context={{ session, onboarding }} />;
}
