import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './lib/guards';

/** The router; its context carries the session actor (design §9), supplied by <AppRouter>. */
export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  context: { session: undefined as unknown as RouterContext['session'] },
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
