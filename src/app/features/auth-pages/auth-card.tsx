import type { ReactNode } from 'react';
import { brandLogoUrl } from '../../../domain/branding/branding';
import { useGlobals } from '../globals/provider';

/** Spec §2 login layout: a centred card with the white-label logo. */
export function AuthCard({
  title,
  state,
  children,
}: {
  title: string;
  state?: string;
  children: ReactNode;
}) {
  const { white_label } = useGlobals();
  const logoUrl = brandLogoUrl(white_label);
  return (
    <main
      className="grid min-h-full place-items-center bg-slate-50 p-6 dark:bg-slate-950"
      data-state={state}
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        {logoUrl ? (
          <img src={logoUrl} alt={white_label.brand_name} className="mx-auto h-10" />
        ) : (
          <p className="text-center text-xl font-bold text-brand">{white_label.brand_name}</p>
        )}
        <h1 className="mt-6 text-center text-xl font-semibold">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export const inputClass =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800';
export const buttonClass =
  'w-full rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50';
