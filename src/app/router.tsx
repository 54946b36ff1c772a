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
  warmFirstPage(made);
  return (router = made);
}

/**
 * Issue 30: the router asks for a page's code only once the page's guards have passed, and on a
 * signed-in first visit they wait for `/v2/user`, the onboarding chart and `/v2/requirements` one
 * after another. The first page's code is asked for now, beside them; a chunk that fails here is
 * the router's to retry and report when it loads the page.
 */
function warmFirstPage(made: ReturnType<typeof createAppRouter>) {
  const routes = made.getMatchedRoutes(window.location.pathname)[0];
  // Its own task: listing the chunks' preloads (a link element each) would otherwise lengthen the
  // router's creation into one long task of the first signed-in page (Lighthouse's blocking time).
  window.setTimeout(() => {
    for (const route of routes) void made.loadRouteChunk(route)?.catch(() => undefined);
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
