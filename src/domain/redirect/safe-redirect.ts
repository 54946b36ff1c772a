/**
 * An in-app path, ASCII only: segments of letters, digits, '-' and '_' (no dots, so no dot
 * segments and no look-alike hosts), an optional plain query. Everything of the open-redirect
 * family fails it: '//host', '/\host', 'https:', 'javascript:', userinfo '@', percent-encoding,
 * whitespace and control characters.
 */
const SAFE_PATH = /^(\/[A-Za-z0-9_-]+)+\/?(\?[A-Za-z0-9_\-=&,]*)?$|^\/$/;
const MAX_LENGTH = 2048;

/**
 * The path to go to after sign-in when `candidate` is a safe in-app path (spec §5: starts with '/',
 * matches the safe-path pattern, lies under one of `validRedirectUrls`), else null. One function
 * for browser and server.
 */
export function safeRedirect(candidate: unknown, validRedirectUrls: readonly string[]): string | null {
  if (typeof candidate !== 'string' || candidate.length > MAX_LENGTH) return null;
  if (!SAFE_PATH.test(candidate)) return null;
  const path = candidate.split('?')[0] ?? '';
  const allowed = validRedirectUrls.some(
    (base) => SAFE_PATH.test(base) && (path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`)),
  );
  return allowed ? candidate : null;
}
