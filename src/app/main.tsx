import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { onboardingFor } from './actors/onboarding';
import { GlobalsProvider } from './features/globals/provider';
import { SessionProvider, useSessionActor } from './features/session/provider';
import { navigation } from './lib/navigation';
import { router } from './router';
import './styles.css';

navigation.set((to) => void router.navigate({ to, replace: true }));

function AppRouter() {
  const session = useSessionActor();
  return <RouterProvider router={router} context={{ session, onboarding: onboardingFor }} />;
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
