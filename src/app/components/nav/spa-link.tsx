import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * An anchor to any in-app href (with its query string) that navigates inside the SPA; modified
 * clicks still open a new tab as usual.
 */
export function SpaLink({
  href,
  onClick,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const navigate = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0)
      return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={navigate} {...rest}>
      {children}
    </a>
  );
}
