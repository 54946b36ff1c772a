import { useRouterState } from '@tanstack/react-router';
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { pageTitle, routeIdOf, titleFromName } from '../../../domain/titles/page-titles';
import { specRoute } from '../../../domain/policy/spec-routes';
import { GlobalModal } from '../../components/feedback/global-modal';
import { LoadingBar } from '../../components/feedback/loading-bar';
import { AppLayout } from '../../components/layouts/app-layout';
import type { Chrome } from '../../components/layouts/chrome';
import type { User } from '../../../domain/contracts/user';
import { brandingOverride } from '../../../resources/branding/override-store';
import { withBrandingOverride } from './with-branding-override';
import { useGlobals } from '../globals/provider';
import { PreloadedProvider } from '../globals/preloaded';
import { useSession } from '../session/provider';
import { buildChrome } from './build-chrome';
import { preferencesStore } from './preferences-store';
import { usePhone } from '../../lib/use-media-query';
import { usePageTitle } from './use-page-title';
import { useTheme } from './use-theme';
import { canUseCommandPalette } from '../../../domain/policy/capabilities';
import { paletteRequests } from '../search-palette/palette-requests';
import { SearchPaletteMount } from '../search-palette/search-palette-mount';

interface Props {
  /** The spec §2 path this page serves, e.g. `/assignments/{id}`. */
  path: string;
  children: ReactNode;
}

/** What the shell knows that a page may need: the signed-in user, the chrome (dark mode), the page title. */
export interface ShellValue {
  chrome: Chrome;
  user: User | null;
  title: string;
}

const ShellContext = createContext<ShellValue | null>(null);

/** The shell around the current page; pages render inside it (the layout route or ShellPage). */
export function useShell(): ShellValue {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell is used outside the shell');
  return shell;
}

function Shell({ path, children }: Props) {
  const session = useSession();
  const loaded = useGlobals();
  const override = useSyncExternalStore(brandingOverride.subscribe, brandingOverride.get);
  const globals = withBrandingOverride(loaded, override, session.user);
  const location = useRouterState({ select: (s) => s.location });
  const prefs = useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get);
  const isMobile = usePhone();
  const userId = session.user?.id;
  useEffect(() => {
    if (userId) preferencesStore.load(userId);
  }, [userId]);

  const route = specRoute(path);
  const title = pageTitle(routeIdOf(path), globals.white_label.brand_name);
  const chrome = buildChrome({
    user: session.user,
    globals,
    darkPreference: session.user ? prefs.dark_mode : null,
    currentPath: location.pathname,
    isMobile,
    onToggleDark: () => preferencesStore.setDark(!chrome.dark),
    onLogout: session.signOut,
    onSearch:
      session.user && canUseCommandPalette(session.user) ? paletteRequests.request : undefined,
  });
  usePageTitle(title, globals.white_label.brand_name);
  useTheme(chrome.dark, globals.white_label.primary_color, globals.white_label.accent_color);
  const hideNavigation = new URLSearchParams(location.searchStr).get('hide_navigation') === 'true';

  return (
    <>
      <LoadingBar />
      <AppLayout layout={route.layout} hideNavigation={hideNavigation} chrome={chrome}>
        <ShellContext.Provider
          value={{
            chrome,
            user: session.user,
            title:
              title === globals.white_label.brand_name ? titleFromName(routeIdOf(path)) : title,
          }}
        >
          {session.user ? (
            <PreloadedProvider key={session.user.id}>{children}</PreloadedProvider>
          ) : (
            children
          )}
        </ShellContext.Provider>
      </AppLayout>
      <GlobalModal />
      {session.user && canUseCommandPalette(session.user) && (
        <SearchPaletteMount key={session.user.id} user={session.user} />
      )}
    </>
  );
}

/**
 * A page in its spec layout, with its title, theme and the shell's feedback. The `_shell` layout route
 * mounts it once for every signed-in page; only pages outside that layout (the emailed approval link)
 * render it themselves.
 */
export function ShellPage(props: Props) {
  return (
    <Suspense fallback={<LoadingBar />}>
      <Shell {...props} />
    </Suspense>
  );
}
