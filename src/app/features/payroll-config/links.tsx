import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A record's link in a list's first column. */
export const recordLink = 'text-brand underline-offset-2 hover:underline';

/** A list's "New …" button, leading to its form. */
export function NewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white">
      {children}
    </Link>
  );
}
