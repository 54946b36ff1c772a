import { BrandLogo } from './brand-logo';
import type { LayoutProps } from './chrome';

export function LoginLayout({ chrome, children }: LayoutProps) {
  return (
    <main className="grid min-h-full place-items-center p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <div className="mb-6 flex justify-center">
          <BrandLogo brand={chrome.brand} className="h-10" />
        </div>
        {children}
      </div>
    </main>
  );
}
