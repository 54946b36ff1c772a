import { BrandLogo } from './brand-logo';
import type { LayoutProps } from './chrome';

export function DefaultLayout({ chrome, children }: LayoutProps) {
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3 dark:border-slate-800 dark:bg-slate-900">
        <BrandLogo brand={chrome.brand} />
        <div className="flex gap-2">
          <a
            href={chrome.homePath}
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            Go to App
          </a>
          {chrome.signedIn && (
            <button
              type="button"
              onClick={chrome.onLogout}
              className="rounded-md px-3 py-1.5 text-sm ring-1 ring-slate-300 dark:ring-slate-700"
            >
              Logout
            </button>
          )}
        </div>
      </header>
      <main className="flex-1 p-6">{children}</main>
    </div>
  );
}
