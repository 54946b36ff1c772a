/**
 * An in-app path, ASCII only: segments of letters, digits, '-' and '_' (no dots, so no dot
 * segments and no look-alike hosts), an optional plain query. Everything of the open-redirect
 * family fails it: '//host', '/\host', 'https:', 'javascript:', userinfo '@', percent-encoding,
 * whitespace and control characters.
 */
const SAFE_PATH = /^(\/[A-Za-z0-9_-]+)+\/?(\?[A-Za-z0-9_\-=&,]*)?$|^\/$/;
const MAX_LENGTH = 2048;

/** A path without its trailing slash, so `/timesheets/` and `/timesheets` name the same page. */
const trimmed = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * Whether `pathname` is an entry of valid_redirect_urls or a page below it at a `/` boundary: the
 * entry `/timesheets` allows `/timesheets` and `/timesheets/123`, never `/timesheetsX`; the entry `/`
 * allows every page. An entry that is not itself a safe path, or carries a query, allows nothing.
 */
export function isUnderRedirectEntry(pathname: string, entry: string): boolean {
  if (!SAFE_PATH.test(entry) || entry.includes('?')) return false;
  const base = trimmed(entry);
  const path = trimmed(pathname);
  return base === '/' || path === base || path.startsWith(`${base}/`);
}

/**
 * The path to go to after sign-in when `candidate` is a safe in-app path (spec §5: starts with '/',
 * matches the safe-path pattern, and its pathname is in `validRedirectUrls`: equal to an entry or
 * below one, `isUnderRedirectEntry`), else null. One function for browser and server.
 */
export function safeRedirect(
  candidate: unknown,
  validRedirectUrls: readonly string[],
): string | null {
  if (typeof candidate !== 'string' || candidate.length > MAX_LENGTH) return null;
  if (!SAFE_PATH.test(candidate)) return null;
  const pathname = candidate.split('?')[0] ?? '';
  return validRedirectUrls.some((entry) => isUnderRedirectEntry(pathname, entry))
    ? candidate
    : null;
}
