import type { ReactNode } from 'react';

/** What a list says when nothing matches, with a way out (clear the filters) when there is one. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mt-6 rounded-lg bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
      <p>{children}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
