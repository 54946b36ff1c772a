/** The build's page with the router preloaded, beside index.html (scripts/router-page.ts writes it). */
export const ROUTER_PAGE = 'app.html';

/** The build's list of its pages' HTML: one per route, with the route's own code preloaded. */
export const PAGES_MANIFEST = 'pages.json';

/** The one address whose page opens without the router (src/app/first-page.tsx). */
export const SIGN_IN_PATH = '/login';

/** A page of the router (`/agreements/$id`, `/pay/{-$id}`) and the build's HTML for it. */
export interface PageRoute {
  path: string;
  page: string;
}
