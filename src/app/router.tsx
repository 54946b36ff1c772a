import { createRouter, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './lib/guards';
import { navigation } from './lib/navigation';

const createAppRouter = () =>
  createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Values go into the address bar as typed (`?paid=true`, not `?paid=%22true%22`): the router still
    // reads them as JSON, and every search parser takes the number or boolean back as its text.
    stringifySearch: stringifySearchWith(JSON.stringify),
    context: { session: undefined as unknown as RouterContext['session'] },
  });

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The router (design §9), made on first use rather than when this module loads: its history reads
 * the address bar once, and the sign-in page may change the address (to the page after sign-in)
 * after loading this module and before the router starts.
 */
export function appRouter() {
  if (router) return router;
  const made = createAppRouter();
  navigation.set((to, replace) => void made.navigate({ to, replace }));
  return (router = made);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
