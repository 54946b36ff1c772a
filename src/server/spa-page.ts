import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The build's page with the router preloaded, beside index.html (scripts/router-page.ts writes it). */
export const ROUTER_PAGE = 'app.html';

/** The one address whose page opens without the router (src/app/first-page.tsx). */
const SIGN_IN_PATH = '/login';

/**
 * The HTML for an address of the app: index.html for the sign-in page, which loads only what it
 * renders, and for a build without the router page; the router page for every other address.
 * Checked per request, as the static files are, so a rebuild needs no restart.
 */
export function spaPage(staticDir: string, url: string): string {
  const path = url.split('?')[0];
  return path === SIGN_IN_PATH || !existsSync(join(staticDir, ROUTER_PAGE))
    ? 'index.html'
    : ROUTER_PAGE;
}
