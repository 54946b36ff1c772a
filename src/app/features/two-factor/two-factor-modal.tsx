import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { twoFactorActor } from './actor';

/** Spec §4 Two-factor modal, 600 px wide; open, busy and enabled states all come from the chart. */
export function TwoFactorModal() {
  const snapshot = useSelector(twoFactorActor, (s) => s);
  const { message, code, codeError, error, notice, resendSecondsLeft } = snapshot.context;
  const open = snapshot.hasTag('open');
  const busy = snapshot.hasTag('busy');
  const send = twoFactorActor.send;
  return (
    <Dialog open={open} onClose={() => send({ type: 'twoFactor.dismiss' })} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          data-state={JSON.stringify(snapshot.value)}
          className="w-full max-w-[600px] rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <DialogTitle className="text-lg font-semibold">Verify Your Identity</DialogTitle>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{message}</p>
          <form
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'twoFactor.submit' });
            }}
          >
            <label className="block text-sm font-medium" htmlFor="two-factor-code">
              Code
            </label>
            <input
              id="two-factor-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => send({ type: 'twoFactor.type', code: e.target.value })}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'two-factor-code-error' : undefined}
              className="w-full rounded-md border border-slate-300 px-3 py-2 tracking-widest dark:border-slate-700 dark:bg-slate-800"
            />
            {codeError && (
              <p id="two-factor-code-error" className="text-sm text-red-600">
                {codeError}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            {notice && (
              <p role="status" className="text-sm text-emerald-700">
                {notice}
              </p>
            )}
            <div className="flex items-center justify-between gap-3 pt-2">
              <button
                type="button"
                onClick={() => send({ type: 'twoFactor.resend' })}
                disabled={!snapshot.can({ type: 'twoFactor.resend' })}
                className="text-sm font-medium text-brand disabled:text-slate-400"
              >
                {resendSecondsLeft > 0 ? `Resend code (${resendSecondsLeft}s)` : 'Resend code'}
              </button>
              <button
                type="submit"
                disabled={!snapshot.can({ type: 'twoFactor.submit' })}
                aria-busy={busy}
                className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
              >
                Submit
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
