import type { LayoutProps } from './chrome';

export function BlankLayout({ children }: LayoutProps) {
  return <main className="min-h-full">{children}</main>;
}
