import { useId, type InputHTMLAttributes } from 'react';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
>;

interface Props extends InputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

const control =
  'mt-1 block w-full rounded-md border-0 px-3 py-1.5 ring-1 ring-slate-300 aria-invalid:ring-red-500 disabled:opacity-60 dark:bg-slate-800 dark:ring-slate-700';

/** A labelled text input (or textarea) with its error message, tied together for assistive technology. */
export function TextField({ label, value, onChange, error, hint, rows, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = error ? errorId : hint ? `${id}-hint` : undefined;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': noteId,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {rows ? (
        <textarea
          {...a11y}
          rows={rows}
          value={value}
          disabled={rest.disabled}
          maxLength={rest.maxLength}
          onChange={(e) => onChange(e.target.value)}
          className={control}
        />
      ) : (
        <input
          {...rest}
          {...a11y}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={control}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
