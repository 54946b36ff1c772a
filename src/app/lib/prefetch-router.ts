/** The `<meta>` of `index.html` listing the router's files, space-separated (scripts/router-page.ts writes it). */
export const ROUTER_CHUNKS_META = 'router-chunks';

/** What says the visitor has started on the page (the sign-in form): focus, a key, a press. */
const INTENT = ['focusin', 'keydown', 'pointerdown'] as const;

let done = false;

/**
 * Issue 30: the sign-in page loads only what it renders, and the page after signing in needs the
 * router (84 KB of brotli, most of a signed-in first page's bytes). Once the visitor starts on the
 * page (focuses a field, types, presses), its files are fetched into the HTTP cache as prefetches
 * while they type: nothing runs, so the sign-in page's main thread is untouched, and the next page
 * reads them from cache. A visit that never starts (a bounced link, an audit) fetches none. A build
 * without the list (the dev server) prefetches nothing.
 */
export function prefetchRouterOnIntent(): void {
  if (done) return;
  done = true;
  const prefetch = () => {
    for (const type of INTENT) document.removeEventListener(type, prefetch, true);
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
  for (const type of INTENT) document.addEventListener(type, prefetch, true);
}
