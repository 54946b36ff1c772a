import type { FormEvent } from 'react';
import type { BankAccountField } from '../../domain/validation/bank-account';
import { TextField } from '../../app/components/kit/text-field';
import { bankMethodLabels } from './labels';
import { BankMethodsContext } from './provider';
import { LoadError } from '../../app/components/kit/load-error';

const FIELDS: {
  name: BankAccountField;
  label: string;
  inputMode?: 'numeric';
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: 'account_holder', label: 'Account holder', autoComplete: 'name', maxLength: 120 },
  { name: 'bank_name', label: 'Bank name', autoComplete: 'organization', maxLength: 120 },
  {
    name: 'routing_number',
    label: 'Routing number',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 9,
  },
  {
    name: 'account_number',
    label: 'Account number',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 17,
  },
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
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            {...field}
            name={name}
            value={draft[name]}
            disabled={busy}
            error={showFieldErrors ? fieldErrors[name] : undefined}
            onChange={(value) => ref.send({ type: 'bankMethods.change', patch: { [name]: value } })}
          />
        ))}
      </div>
      {error && <LoadError look="line" message={error} />}
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
