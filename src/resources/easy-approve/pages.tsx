import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { LoadError } from '../../app/components/kit/load-error';
import { http } from '../../app/lib/http';
import { statusWords } from '../../domain/format/words';
import { easyApproveScreen } from './chart';
import { EasyApproveView as View } from './contract';
import { TimesheetSummary } from './timesheet-summary';

/** No sign-in: the signed token is the only credential. */
const openLink = fromPromise<View, { token: string }>(({ input, signal }) =>
  withApiErrors(async () =>
    View.parse(
      await http.get('easy_approve', { searchParams: { token: input.token }, signal }).json(),
    ),
  ),
);

const decide = fromPromise<
  View,
  { token: string; decision: 'approve' | 'reject'; reason?: string }
>(({ input, signal }) =>
  withApiErrors(async () =>
    View.parse(await http.post('easy_approve', { json: input, signal }).json()),
  ),
);

const EasyApproveContext = createActorContext(
  easyApproveScreen.provide({ actors: { openLink, decide } }),
);

const DONE_TEXT: Record<string, string> = {
  signed: 'Signed. The timesheet now waits for approval.',
  approved: 'Approved. Thank you.',
  rejected: 'Rejected. The contractor will see your reason.',
};

function RejectDialog() {
  const s = EasyApproveContext.useSelector((snap) => ({
    open: snap.hasTag('dialog'),
    reason: snap.context.reason,
    canConfirm: snap.can({ type: 'easyApprove.confirmReject' }),
  }));
  const ref = EasyApproveContext.useActorRef();
  if (!s.open) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="reject-title"
      className="mt-4 rounded-lg bg-white p-4 ring-1 ring-slate-300 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2 id="reject-title" className="font-semibold">
        Reject timesheet
      </h2>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        Reason
        <textarea
          className="rounded-md border border-slate-300 p-2 dark:border-slate-700 dark:bg-slate-950"
          rows={3}
          value={s.reason}
          onChange={(e) => ref.send({ type: 'easyApprove.reason', reason: e.target.value })}
        />
      </label>
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          className="rounded-md bg-red-700 px-3 py-1.5 text-sm text-white disabled:opacity-50"
          disabled={!s.canConfirm}
          onClick={() => ref.send({ type: 'easyApprove.confirmReject' })}
        >
          Reject timesheet
        </button>
        <button
          type="button"
          className="rounded-md px-3 py-1.5 text-sm ring-1 ring-slate-300"
          onClick={() => ref.send({ type: 'easyApprove.cancel' })}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

function EasyApprove() {
  const s = EasyApproveContext.useSelector((snap) => ({
    state: String(snap.value),
    view: snap.context.view,
    error: snap.context.error,
    busy: snap.hasTag('busy'),
    canDecide: snap.can({ type: 'easyApprove.approve' }),
  }));
  const ref = EasyApproveContext.useActorRef();
  const t = s.view?.timesheet;
  return (
    <section
      data-state={s.state}
      aria-labelledby="page-title"
      aria-busy={s.busy}
      className="mx-auto max-w-2xl p-4"
    >
      <h1 id="page-title" className="text-xl font-semibold">
        Approve Timesheet
      </h1>
      {s.error && (
        <LoadError
          message={s.error}
          onRetry={s.state === 'failed' ? () => ref.send({ type: 'easyApprove.retry' }) : undefined}
        />
      )}
      {s.state === 'closed' && s.view?.outcome && (
        <p
          role="status"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {s.view.outcome}
        </p>
      )}
      {s.state === 'decided' && t && (
        <p
          role="status"
          className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {DONE_TEXT[t.status] ?? `The timesheet is now ${statusWords(t.status).toLowerCase()}.`}
        </p>
      )}
      {t && <TimesheetSummary t={t} />}
      {s.canDecide && (
        <div className="mt-4 flex gap-3">
          <button
            type="button"
            className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white"
            onClick={() => ref.send({ type: 'easyApprove.approve' })}
          >
            {t?.requires_signature && t.status === 'submitted' ? 'Sign and approve' : 'Approve'}
          </button>
          <button
            type="button"
            className="rounded-md px-4 py-2 text-sm ring-1 ring-slate-300 dark:ring-slate-700"
            onClick={() => ref.send({ type: 'easyApprove.reject' })}
          >
            Reject
          </button>
        </div>
      )}
      <RejectDialog />
    </section>
  );
}

/** /easy_approve?token=…: approve or reject from an emailed link, without signing in. */
export function EasyApproveView({ token }: { token: string }) {
  return (
    <EasyApproveContext.Provider options={{ input: { token } }}>
      <EasyApprove />
    </EasyApproveContext.Provider>
  );
}
