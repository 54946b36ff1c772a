import type { LayoutProps } from './chrome';

/** For pages shown inside another site's frame, and any page opened with hide_navigation=true. */
export function IframeLayout({ children }: LayoutProps) {
  return <main className="min-h-full p-4">{children}</main>;
}
