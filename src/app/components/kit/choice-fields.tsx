import { useId } from 'react';
import type { FieldOption } from '../../../domain/resources/form';

const control =
  'mt-1 block w-full rounded-md border-0 px-3 py-1.5 ring-1 ring-slate-300 aria-invalid:ring-red-500 disabled:opacity-60 dark:bg-slate-800 dark:ring-slate-700';

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-600 dark:text-red-400">
      {error}
    </p>
  ) : null;
}

/** A labelled select of fixed choices, with a blank "Choose…" first unless a value is required and set. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly FieldOption[];
  onChange(value: string): void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={control}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled checkbox with its hint or error under it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  error,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {error ? (
        <FieldError id={`${id}-note`} error={error} />
      ) : (
        hint && (
          <p id={`${id}-note`} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/**
 * A labelled group of checkboxes, any number ticked: the ids chosen. A held id the choices lack (a
 * person who may no longer be offered) stays listed, ticked, so it can be taken out.
 */
export function ChoicesField({
  label,
  value,
  options,
  onChange,
  hint,
  error,
  disabled,
}: {
  label: string;
  value: readonly string[];
  options: readonly FieldOption[];
  onChange(value: string[]): void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const shown = [
    ...options,
    ...value
      .filter((v) => !options.some((o) => o.value === v))
      .map((v) => ({ value: v, label: v })),
  ];
  const toggle = (choice: string, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((v) => v !== choice));
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error || hint ? `${id}-note` : undefined}
    >
      <legend className="text-sm font-medium">{label}</legend>
      {shown.length === 0 && <p className="mt-1 text-sm text-slate-500">None to choose from.</p>}
      <div className="mt-1 space-y-1">
        {shown.map((o, i) => (
          <div key={o.value} className="flex items-center gap-2">
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={value.includes(o.value)}
              disabled={disabled}
              onChange={(e) => toggle(o.value, e.target.checked)}
              className="size-4 rounded border-slate-300 accent-brand"
            />
            <label htmlFor={`${id}-${i}`} className="text-sm">
              {o.label}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <FieldError id={`${id}-note`} error={error} />
      ) : (
        hint && (
          <p id={`${id}-note`} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </fieldset>
  );
}
