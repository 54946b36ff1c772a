import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import type { User } from '../domain/contracts/user';
import { GlobalsProvider } from './features/globals/provider';
import { SessionProvider, useSessionActor } from './features/session/provider';
import { navigation } from './lib/navigation';
import { router } from './router';
import './styles.css';

navigation.set((to) => void router.navigate({ to, replace: true }));

/** The onboarding chart loads with the first signed-in page that checks it, not with sign-in. */
const onboarding = (user: User) => import('./actors/onboarding').then((m) => m.onboardingFor(user));

function AppRouter() {
  const session = useSessionActor();
  return <RouterProvider router={router} context={{ session, onboarding }} />;
}

const root = document.getElementById('app');
if (!root) throw new Error('#app is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <GlobalsProvider>
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
    </GlobalsProvider>
  </StrictMode>,
);
