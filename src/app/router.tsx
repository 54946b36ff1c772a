import { createRouter, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './lib/guards';

/** The router; its context carries the session actor (design §9), supplied by <AppRouter>. */
export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Values go into the address bar as typed (`?paid=true`, not `?paid=%22true%22`): the router still
  // reads them as JSON, and every search parser takes the number or boolean back as its text.
  stringifySearch: stringifySearchWith(JSON.stringify),
  context: { session: undefined as unknown as RouterContext['session'] },
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
