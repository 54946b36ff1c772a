/** The `<meta>` of `index.html` listing the router's files, space-separated (scripts/router-page.ts writes it). */
export const ROUTER_CHUNKS_META = 'router-chunks';

let done = false;

/**
 * Issue 30: the sign-in page loads no router, and the page after signing in needs it (84 KB of
 * brotli, most of a signed-in first page's bytes). Once the sign-in page has loaded and the browser
 * is idle, its files are fetched into the HTTP cache as prefetches: nothing runs, so the sign-in
 * page's main thread is untouched, and the next page reads them from cache. A build without the
 * list (the dev server) prefetches nothing.
 */
export function prefetchRouterWhenIdle(): void {
  if (done) return;
  done = true;
  const prefetch = () => {
    const names = document
      .querySelector<HTMLMetaElement>(`meta[name="${ROUTER_CHUNKS_META}"]`)
      ?.content.split(' ')
      .filter(Boolean);
    for (const href of names ?? []) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // Module scripts are fetched in CORS mode: the prefetch matches it, so the cache entry is reused.
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const whenIdle = () =>
    void (window.requestIdleCallback?.(prefetch) ?? window.setTimeout(prefetch));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
