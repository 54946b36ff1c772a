import type { MouseEvent, ReactNode } from 'react';
import { navigation } from '../../lib/navigation';

const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A link to another page for pages that render before the router starts (the sign-in page): a
 * plain click navigates in the app, a modified one (new tab, new window) is the browser's.
 */
export function PageLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={to}
      className={className}
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        navigation.open(to);
      }}
    >
      {children}
    </a>
  );
}
