import { useMachine } from '@xstate/react';
import { signApproveScreen } from './sign-approve.screen';
import { approveTimesheet, signTimesheet } from '../../app/actors/timesheet-sign';
import { ConfirmDialog } from '../../app/components/kit/confirm-dialog';
import { SignaturePad } from './signature-pad';
import { LoadError } from '../../app/components/kit/load-error';

const logic = signApproveScreen.provide({
  actors: { sign: signTimesheet, approve: approveTimesheet },
});

/** For a client requiring a signature: sign (typed full name, optionally drawn) and approve in one dialog. */
export function SignApproveButton({ id, onChanged }: { id: string; onChanged(): void }) {
  const [snap, send] = useMachine(logic.provide({ actions: { changed: onChanged } }), {
    input: { id },
  });
  const failed = snap.matches('approvalFailed');
  return (
    <>
      <button
        type="button"
        className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
        onClick={() => send({ type: 'signApprove.open' })}
      >
        Sign and approve
      </button>
      <ConfirmDialog
        open={snap.hasTag('open')}
        title="Sign and approve"
        confirmLabel={
          failed ? 'Retry approval' : snap.hasTag('busy') ? 'Working…' : 'Sign and approve'
        }
        canConfirm={
          failed
            ? snap.can({ type: 'signApprove.retry' })
            : snap.can({ type: 'signApprove.confirm' })
        }
        onConfirm={() => send({ type: failed ? 'signApprove.retry' : 'signApprove.confirm' })}
        onCancel={() => send({ type: 'signApprove.cancel' })}
      >
        <p className="text-sm">
          Your signature is recorded with the time and your IP address, then the timesheet is
          approved. Both steps appear in its history.
        </p>
        <label className="mt-3 flex flex-col gap-1 text-sm">
          Full name
          <input
            className="rounded-md border border-slate-300 px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
            value={snap.context.fullName}
            disabled={!snap.matches('editing')}
            autoComplete="name"
            onChange={(e) => send({ type: 'signApprove.name', value: e.target.value })}
          />
        </label>
        {snap.matches('editing') && (
          <SignaturePad
            onDrawn={(png) => send({ type: 'signApprove.draw', png })}
            onClear={() => send({ type: 'signApprove.clearDrawing' })}
          />
        )}
        {failed && <p className="mt-3 text-sm">Signed; the approval did not go through.</p>}
        {snap.context.error && (
          <LoadError look="line" message={snap.context.error} className="mt-3" />
        )}
      </ConfirmDialog>
    </>
  );
}
