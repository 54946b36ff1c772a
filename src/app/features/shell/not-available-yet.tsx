import { useShell } from './shell-page';

/** The one panel every route whose feature is not built yet shows inside its layout. */
export function NotAvailableYet() {
  const { title } = useShell();
  return (
    <section aria-labelledby="page-title" className="rounded-lg bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h1 id="page-title" className="text-xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">This page is not available yet.</p>
    </section>
  );
}
