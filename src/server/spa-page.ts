import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageAt } from './page-routes';
import { PAGES_MANIFEST, ROUTER_PAGE, SIGN_IN_PATH, type PageRoute } from './spa-files';

let read: { file: string; mtimeMs: number; routes: PageRoute[] } | undefined;

/** The build's pages, read again only when a rebuild has written the list anew. */
function pagesOf(staticDir: string): PageRoute[] | undefined {
  const file = join(staticDir, PAGES_MANIFEST);
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  if (read?.file !== file || read.mtimeMs !== mtimeMs)
    read = { file, mtimeMs, routes: JSON.parse(readFileSync(file, 'utf8')) as PageRoute[] };
  return read.routes;
}

/**
 * The HTML for an address of the app: index.html for the sign-in page, which loads only what it
 * renders; the page of the route the address opens, which preloads that route's code; the router
 * page for an address no route opens; index.html for a build without these pages.
 * Checked per request, as the static files are, so a rebuild needs no restart.
 */
export function spaPage(staticDir: string, url: string): string {
  const path = url.split('?')[0] ?? url;
  if (path === SIGN_IN_PATH) return 'index.html';
  const routes = pagesOf(staticDir);
  const page = routes && pageAt(routes, path);
  if (page) return page;
  return existsSync(join(staticDir, ROUTER_PAGE)) ? ROUTER_PAGE : 'index.html';
}
