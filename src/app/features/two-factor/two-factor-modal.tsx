import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { CodeForm } from '../../components/ui/code-form';
import { useSession } from '../session/provider';
import { twoFactorActor } from './actor';
import { LoadError } from '../../components/kit/load-error';

/** Spec §4 Two-factor modal, 600 px wide; open, busy and enabled states all come from the chart. */
export function TwoFactorModal() {
  const snapshot = useSelector(twoFactorActor, (s) => s);
  const { message, code, codeError, error, notice, resendSecondsLeft } = snapshot.context;
  const open = snapshot.hasTag('open');
  const busy = snapshot.hasTag('busy');
  const send = twoFactorActor.send;
  const { user } = useSession();
  return (
    <Dialog
      open={open}
      onClose={() => send({ type: 'twoFactor.dismiss' })}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          data-state={JSON.stringify(snapshot.value)}
          className="w-full max-w-[600px] rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <DialogTitle className="text-lg font-semibold">Verify Your Identity</DialogTitle>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{message}</p>
          <CodeForm
            code={code}
            codeError={codeError}
            canSubmit={snapshot.can({ type: 'twoFactor.submit' })}
            busy={busy}
            submitLabel="Submit"
            onType={(value) => send({ type: 'twoFactor.type', code: value })}
            onSubmit={() => send({ type: 'twoFactor.submit' })}
            actions={
              <button
                type="button"
                onClick={() => send({ type: 'twoFactor.resend', email: user?.email })}
                disabled={!snapshot.can({ type: 'twoFactor.resend', email: user?.email })}
                className="font-medium text-brand disabled:text-slate-400"
              >
                {resendSecondsLeft > 0 ? `Resend code (${resendSecondsLeft}s)` : 'Resend code'}
              </button>
            }
          >
            {error && <LoadError look="line" message={error} />}
            {notice && (
              <p role="status" className="text-sm text-emerald-700">
                {notice}
              </p>
            )}
          </CodeForm>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
