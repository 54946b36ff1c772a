import { lazy, Suspense, useEffect, useState } from 'react';
import { Toaster } from './components/feedback/toaster';
import { PageErrorBoundary } from './components/ui/page-error-boundary';
import { LoginPage } from './features/auth-pages/login-page';
import { RestoreNotice } from './features/auth-pages/restore-notice';
import { SessionContext, statusOf } from './features/session/provider';
import { TwoFactorGate } from './features/two-factor/two-factor-gate';
import { text } from './lib/search-params';
import { navigation } from './lib/navigation';
import { prefetchRouterOnIntent } from './lib/prefetch-router';
import { readAhead } from './lib/read-ahead';

/** The page that opens without the router: the sign-in page, the one every signed-out visit starts on. */
const SIGN_IN = '/login';

const loadRouter = () => import('./app-router');
const AppRouter = lazy(loadRouter);
// Any other page needs the router: fetch it with the public globals rather than after them (nothing
// renders before they arrive). A stored session's first page reads its data beside `/v2/user` too.
if (window.location.pathname !== SIGN_IN) {
  void loadRouter();
  readAhead(window.location.pathname);
}

/**
 * Issue 30: the router and its route table (220 routes) are most of the first page's JavaScript,
 * and `/login` needs neither, so a signed-out visit to `/login` renders the sign-in page here and
 * loads the router only when it leaves the page (signed in, or a link followed). Every other
 * address, and a signed-in visit to `/login` (whose guard sends the user home), goes straight
 * to the router, where `/login` is a route as before.
 */
export function FirstPage() {
  const [routed, setRouted] = useState(() => window.location.pathname !== SIGN_IN);
  const status = SessionContext.useSelector(statusOf);
  // Once started, the router keeps every page, `/login` after signing out included.
  if (!routed && status === 'signedIn') setRouted(true);
  useEffect(() => {
    if (routed) return;
    prefetchRouterOnIntent();
    // Until the router starts, the session chart's and the page's navigations change the address
    // and start it there (it reads the address when it starts).
    navigation.set((to, replace) => {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
      setRouted(true);
    });
  }, [routed]);
  if (routed) {
    return (
      <PageErrorBoundary>
        <RestoreNotice />
        <Suspense fallback={null}>
          <AppRouter />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  // The route's guard waits the same way for a stored session to be checked before showing the page.
  if (status === 'unknown') return <RestoreNotice />;
  return (
    <PageErrorBoundary>
      <LoginPage redirect={redirectParam()} onSubmit={() => void loadRouter()} />
      <TwoFactorGate />
      <Toaster />
    </PageErrorBoundary>
  );
}

/** `?redirect=` as the route's search parser reads it. */
const redirectParam = () =>
  text(new URLSearchParams(window.location.search).get('redirect') ?? undefined, 2048);
