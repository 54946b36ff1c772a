import type { FormEvent } from 'react';
import type { BankAccountField } from '../../../domain/validation/bank-account';
import { bankMethodLabels } from './labels';
import { BankMethodsContext } from './provider';

const FIELDS: { name: BankAccountField; label: string; inputMode?: 'numeric'; autoComplete: string; maxLength: number }[] = [
  { name: 'account_holder', label: 'Account holder', autoComplete: 'name', maxLength: 120 },
  { name: 'bank_name', label: 'Bank name', autoComplete: 'organization', maxLength: 120 },
  { name: 'routing_number', label: 'Routing number', inputMode: 'numeric', autoComplete: 'off', maxLength: 9 },
  { name: 'account_number', label: 'Account number', inputMode: 'numeric', autoComplete: 'off', maxLength: 17 },
];

/** The add form: the chart checks it on Save and says which field is wrong. */
export function BankMethodForm() {
  const snapshot = BankMethodsContext.useSelector((s) => s);
  const ref = BankMethodsContext.useActorRef();
  const { draft, fieldErrors, showFieldErrors, error, kind } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const labels = bankMethodLabels(kind);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    ref.send({ type: 'bankMethods.save' });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="bank-method-form-title"
      aria-busy={busy}
      className="mt-4 max-w-xl space-y-4 rounded-lg bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="bank-method-form-title" className="text-base font-semibold">
        Add a {labels.one}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const message = showFieldErrors ? fieldErrors[f.name] : undefined;
          const id = `bank-method-${f.name}`;
          return (
            <div key={f.name}>
              <label htmlFor={id} className="block text-sm font-medium">
                {f.label}
              </label>
              <input
                id={id}
                name={f.name}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                maxLength={f.maxLength}
                value={draft[f.name]}
                disabled={busy}
                onChange={(e) => ref.send({ type: 'bankMethods.change', patch: { [f.name]: e.target.value } })}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                className="mt-1 block w-full rounded-md border-0 px-3 py-1.5 ring-1 ring-slate-300 aria-invalid:ring-red-500 dark:bg-slate-800 dark:ring-slate-700"
              />
              {message && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
                  {message}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={!snapshot.can({ type: 'bankMethods.save' })}
          className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          disabled={!snapshot.can({ type: 'bankMethods.cancel' })}
          onClick={() => ref.send({ type: 'bankMethods.cancel' })}
          className="rounded-md px-4 py-2 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
