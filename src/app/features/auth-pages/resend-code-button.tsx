import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resendCodeMachine } from '../../../../machines/session/resend-code.screen';
import { http } from '../../lib/http';
import { LoadError } from '../../components/kit/load-error';

/** Resend for the sign-in code pages (POST /v2/user/request-code with the email). */
export function ResendCodeButton({
  email,
  purpose,
}: {
  email: string;
  purpose: 'login' | 'passwordless';
}) {
  const ref = useActorRef(
    resendCodeMachine.provide({
      actors: {
        requestCode: fromPromise(async () => {
          await http.post('user/request-code', { json: { email, purpose } });
        }),
      },
    }),
  );
  const snapshot = useSelector(ref, (s) => s);
  return (
    <span data-state={String(snapshot.value)}>
      <button
        type="button"
        className="text-brand disabled:text-slate-400"
        disabled={!snapshot.can({ type: 'resend.request' })}
        onClick={() => ref.send({ type: 'resend.request' })}
      >
        Resend code
      </button>
      {snapshot.context.notice && (
        <span role="status" className="ml-2 text-emerald-700">
          {snapshot.context.notice}
        </span>
      )}
      {snapshot.context.error && (
        <LoadError look="line" inline message={snapshot.context.error} className="ml-2" />
      )}
    </span>
  );
}
