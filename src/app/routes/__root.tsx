import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../components/ui/error-page';
import { NotFoundPage } from '../components/ui/not-found-page';
import { TwoFactorGate } from '../features/two-factor/two-factor-gate';
import type { RouterContext } from '../lib/guards';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <TwoFactorGate />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});
