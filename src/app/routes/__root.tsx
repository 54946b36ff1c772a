import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/feedback/toaster';
import { ErrorPage } from '../components/ui/error-page';
import { NotFoundPage } from '../components/ui/not-found-page';
import { TwoFactorGate } from '../features/two-factor/two-factor-gate';
import type { RouterContext } from '../lib/guards';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <TwoFactorGate />
      {/* Every page, sign-in included, shows request errors as toasts (spec §8). */}
      <Toaster />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});
