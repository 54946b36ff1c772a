import { BrandLogo } from './brand-logo';
import type { LayoutProps } from './chrome';

export function BlankNavLayout({ chrome, children }: LayoutProps) {
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3 dark:border-slate-800 dark:bg-slate-900">
        <a href={chrome.homePath}>
          <BrandLogo brand={chrome.brand} />
        </a>
        {chrome.signedIn && (
          <button
            type="button"
            onClick={chrome.onLogout}
            aria-label="Logout"
            className="rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            ⎋
          </button>
        )}
      </header>
      <main className="flex-1 p-6">{children}</main>
      <footer className="flex justify-between border-t border-slate-200 px-6 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <span>
          © {new Date().getFullYear()} {chrome.brand.name}
        </span>
        {chrome.supportEmail && <a href={`mailto:${chrome.supportEmail}`}>Support</a>}
      </footer>
    </div>
  );
}
