import { useState } from 'react';
import { NotificationBell } from '../../features/notifications/bell';
import { SideDrawer } from '../nav/side-drawer';
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

/** The bar above a page: the notification bell, and the search palette's visible way in beside its ctrl+k shortcut. */
function TopBar({ signedIn, onSearch }: { signedIn: boolean; onSearch?: (() => void) | null }) {
  return (
    <div className="flex justify-end gap-3 border-b border-slate-200 px-6 py-2 dark:border-slate-800">
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
            className="rounded bg-slate-100 px-1.5 text-xs text-slate-500 dark:bg-slate-800 dark:text-slate-400"
          >
            Ctrl K
          </kbd>
        </button>
      )}
    </div>
  );
}

/** Side menu, footer links and the two-factor modal (spec §2). */
export function DashboardLayout({ chrome, children }: LayoutProps) {
  const [collapsed, setCollapsed] = useState(chrome.isMobile);
  const hasLogoutItem = chrome.menu.some((i) => i.kind === 'action');
  return (
    <div className="flex min-h-full">
      <SideDrawer
        items={chrome.menu}
        currentPath={chrome.currentPath}
        collapsed={collapsed}
        onToggle={() => setCollapsed((c) => !c)}
        onLogout={chrome.onLogout}
        mode={chrome.mode}
        isAdmin={chrome.isAdmin}
        brand={chrome.brand}
        help={chrome.showHelp ? { url: chrome.helpUrl } : null}
        footer={
          <div className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-800">
            <ThemeToggle chrome={chrome} />
            {!hasLogoutItem && (
              <button type="button" onClick={chrome.onLogout} className="block text-sm underline">
                Logout
              </button>
            )}
          </div>
        }
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar signedIn={chrome.signedIn} onSearch={chrome.onSearch} />
        <main className="flex-1 p-6">{children}</main>
        <Footer chrome={chrome} />
      </div>
      {chrome.twoFactorModal}
    </div>
  );
}
