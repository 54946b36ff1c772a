import { useId, type ReactNode } from 'react';
import { CODE_LENGTH } from '../../../domain/validation/two-factor-code';

interface Props {
  code: string;
  /** The spec §5 message for the field ('Code is required', 'Invalid code'), shown under it. */
  codeError: string | null;
  /** From the chart that holds the code: false until the code is exactly six digits, or while busy. */
  canSubmit: boolean;
  busy: boolean;
  submitLabel: string;
  onType(code: string): void;
  onSubmit(): void;
  /** Beside the submit button: the resend control of the form. */
  actions?: ReactNode;
  /** Between the field and the buttons: the form's notices. */
  children?: ReactNode;
}

/** The one form that asks for a mailed six-digit code: /two_factor, /passwordless and the 424 modal. */
export function CodeForm({
  code,
  codeError,
  canSubmit,
  busy,
  submitLabel,
  onType,
  onSubmit,
  actions,
  children,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form
      className="mt-4 space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label className="block text-sm font-medium" htmlFor={id}>
        Code
      </label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(e) => onType(e.target.value)}
        aria-invalid={codeError ? true : undefined}
        aria-describedby={codeError ? errorId : undefined}
        className="w-full rounded-md border border-slate-300 px-3 py-2 tracking-widest dark:border-slate-700 dark:bg-slate-800"
      />
      {codeError && (
        <p id={errorId} className="text-sm text-red-600">
          {codeError}
        </p>
      )}
      {children}
      <div className="flex items-center justify-between gap-3 pt-2">
        <div className="text-sm">{actions}</div>
        <button
          type="submit"
          disabled={!canSubmit}
          aria-busy={busy}
          className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
