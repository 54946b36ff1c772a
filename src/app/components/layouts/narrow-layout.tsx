import { BrandLogo } from './brand-logo';
import type { LayoutProps } from './chrome';

export function NarrowLayout({ chrome, children }: LayoutProps) {
  return (
    <div className="mx-auto flex min-h-full max-w-xl flex-col p-6">
      <header className="mb-6">
        <BrandLogo brand={chrome.brand} />
      </header>
      <main className="flex-1">{children}</main>
    </div>
  );
}
