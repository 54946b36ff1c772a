import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { NotificationBell } from '../../../resources/notifications/bell';
import { OpenMenuButton, PhoneMenu } from '../nav/phone-menu';
import { SideDrawer, type SideDrawerProps } from '../nav/side-drawer';
import type { Chrome, LayoutProps } from './chrome';

function Footer({ chrome }: { chrome: Chrome }) {
  return (
    <footer className="flex flex-wrap gap-4 border-t border-slate-200 px-6 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      {chrome.tosUrl && <a href={chrome.tosUrl}>Terms of Service</a>}
      {chrome.privacyUrl && <a href={chrome.privacyUrl}>Privacy Policy</a>}
      <a href={`${chrome.helpUrl ?? '/help'}#faq`}>FAQ</a>
      {chrome.supportEmail && <a href={`mailto:${chrome.supportEmail}`}>Support</a>}
    </footer>
  );
}

export function ThemeToggle({ chrome }: { chrome: Chrome }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={chrome.dark}
      onClick={chrome.onToggleDark}
      className="rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 dark:ring-slate-700"
    >
      Dark mode
    </button>
  );
}

/** The bar above a page: on a phone the menu's button first; the notification bell; the search palette's visible way in, beside its ctrl+k shortcut. */
function TopBar({
  signedIn,
  onSearch,
  start,
}: {
  signedIn: boolean;
  onSearch?: (() => void) | null;
  start?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-end gap-2 border-b border-slate-200 px-4 py-2 md:gap-3 md:px-6 dark:border-slate-800">
      {start && <div className="mr-auto flex min-w-0 items-center gap-2">{start}</div>}
      {signedIn && <NotificationBell />}
      {onSearch && (
        <button
          type="button"
          onClick={onSearch}
          className="flex items-center gap-3 rounded-md px-3 py-1.5 text-sm text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800"
        >
          <span>Search</span>
          <kbd
            aria-hidden="true"
            className="hidden rounded bg-slate-100 px-1.5 text-xs text-slate-500 md:inline dark:bg-slate-800 dark:text-slate-400"
          >
            Ctrl K
          </kbd>
        </button>
      )}
    </div>
  );
}

/** Side menu, footer links and the two-factor modal (spec §2); on a phone the menu opens over the page. */
export function DashboardLayout({ chrome, children }: LayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  // The path the phone menu was opened on: moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const hasLogoutItem = chrome.menu.some((i) => i.kind === 'action');
  const drawer: Omit<SideDrawerProps, 'collapsed' | 'onToggle'> = {
    items: chrome.menu,
    currentPath: chrome.currentPath,
    onLogout: chrome.onLogout,
    mode: chrome.mode,
    isAdmin: chrome.isAdmin,
    brand: chrome.brand,
    help: chrome.showHelp ? { url: chrome.helpUrl } : null,
    footer: (
      <div className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-800">
        <ThemeToggle chrome={chrome} />
        {!hasLogoutItem && (
          <button type="button" onClick={chrome.onLogout} className="block text-sm underline">
            Logout
          </button>
        )}
      </div>
    ),
  };
  const closeMenu = () => setMenuOpenOn(null);
  return (
    <div className="flex min-h-full">
      {chrome.isMobile ? (
        <PhoneMenu open={menuOpenOn === chrome.currentPath} onClose={closeMenu}>
          <SideDrawer {...drawer} variant="overlay" collapsed={false} onToggle={closeMenu} />
        </PhoneMenu>
      ) : (
        <SideDrawer {...drawer} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          signedIn={chrome.signedIn}
          onSearch={chrome.onSearch}
          start={
            chrome.isMobile && (
              <>
                <OpenMenuButton onOpen={() => setMenuOpenOn(chrome.currentPath)} />
                <Link to="/" className="truncate font-semibold">
                  {chrome.brand.logoUrl ? (
                    <img src={chrome.brand.logoUrl} alt={chrome.brand.name} className="h-6" />
                  ) : (
                    chrome.brand.name
                  )}
                </Link>
              </>
            )
          }
        />
        {/* At least a screen tall: a page's data arriving after its first paint would otherwise push
            a footer that was in view down out of it (Lighthouse's layout shift on every dashboard). */}
        <main className="min-h-dvh min-w-0 flex-1 p-4 md:p-6">{children}</main>
        <Footer chrome={chrome} />
      </div>
      {chrome.twoFactorModal}
    </div>
  );
}
