import { useEffect, type ChangeEvent, type FormEvent } from 'react';
import { brandLogoUrl } from '../../domain/branding/branding';
import { logoContentTypes } from '../../domain/contracts/shell';
import { brandingOverride } from './override-store';
import { BrandingContext } from './provider';
import { LoadError } from '../../app/components/kit/load-error';

const field =
  'mt-1 block w-full rounded-md border-0 px-3 py-1.5 ring-1 ring-slate-300 dark:bg-slate-800 dark:ring-slate-700';

function Form() {
  const snapshot = BrandingContext.useSelector((s) => s);
  const ref = BrandingContext.useActorRef();
  const { draft, saved, error, notice } = snapshot.context;
  const logoUrl = saved ? brandLogoUrl(saved) : null;
  useEffect(() => {
    if (saved) brandingOverride.set(saved);
  }, [saved]);
  if (!draft) {
    return (
      <p data-state={String(snapshot.value)} role={error ? 'alert' : 'status'}>
        {error ?? 'Loading branding…'}
      </p>
    );
  }
  const change = (patch: Parameters<typeof ref.send>[0] & { type: 'branding.change' }) =>
    ref.send(patch);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    ref.send({ type: 'branding.save' });
  };
  const onLogo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) ref.send({ type: 'branding.uploadLogo', file });
  };
  const busy = snapshot.hasTag('busy');
  return (
    <form
      data-state={String(snapshot.value)}
      onSubmit={onSubmit}
      className="max-w-lg space-y-4"
      aria-busy={busy}
    >
      <label className="block text-sm font-medium">
        Brand name
        <input
          className={field}
          value={draft.brand_name}
          onChange={(e) =>
            change({ type: 'branding.change', patch: { brand_name: e.target.value } })
          }
        />
      </label>
      <div className="flex gap-4">
        <label className="block text-sm font-medium">
          Primary colour
          <input
            type="color"
            className="mt-1 block h-9 w-20"
            value={draft.primary_color ?? '#0f766e'}
            onChange={(e) =>
              change({ type: 'branding.change', patch: { primary_color: e.target.value } })
            }
          />
        </label>
        <label className="block text-sm font-medium">
          Accent colour
          <input
            type="color"
            className="mt-1 block h-9 w-20"
            value={draft.accent_color ?? '#14b8a6'}
            onChange={(e) =>
              change({ type: 'branding.change', patch: { accent_color: e.target.value } })
            }
          />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={draft.dark_mode}
          onChange={(e) =>
            change({ type: 'branding.change', patch: { dark_mode: e.target.checked } })
          }
        />
        Dark mode by default
      </label>
      <label className="block text-sm font-medium">
        Support email
        <input
          type="email"
          className={field}
          value={draft.support_email ?? ''}
          onChange={(e) =>
            change({ type: 'branding.change', patch: { support_email: e.target.value || null } })
          }
        />
      </label>
      <label className="block text-sm font-medium">
        Remit to (printed on your invoices)
        <textarea
          rows={3}
          maxLength={500}
          className={field}
          value={draft.remit_to ?? ''}
          onChange={(e) =>
            change({ type: 'branding.change', patch: { remit_to: e.target.value || null } })
          }
        />
      </label>
      <div className="text-sm font-medium">
        <span>Logo</span>
        <div className="mt-1 flex items-center gap-3">
          {logoUrl && (
            <img
              src={logoUrl}
              alt="Current logo"
              className="h-10 rounded bg-white p-1 ring-1 ring-slate-200"
            />
          )}
          <label className="cursor-pointer rounded-md px-3 py-1.5 ring-1 ring-slate-300 dark:ring-slate-700">
            Upload logo
            <input
              type="file"
              accept={logoContentTypes.join(',')}
              className="sr-only"
              onChange={onLogo}
              disabled={busy}
            />
          </label>
        </div>
      </div>
      {error && <LoadError look="line" message={error} />}
      {notice && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {notice}
        </p>
      )}
      <button
        type="submit"
        disabled={!snapshot.can({ type: 'branding.save' })}
        className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
      >
        Save branding
      </button>
    </form>
  );
}

/** A partner's owners and admins edit logo, colours and dark mode here and see them at once. */
export function BrandingForm() {
  return (
    <BrandingContext.Provider>
      <Form />
    </BrandingContext.Provider>
  );
}
