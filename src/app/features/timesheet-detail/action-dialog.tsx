import { actionLabels } from '../../../domain/policy/timesheet-decisions';
import { MessageModal } from '../../components/feedback/message-modal';
import { TimesheetDetailContext } from './provider';

const button = 'rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-50';

/** The chart's dialogs: a reason for reject, evidence for approve_with_evidence, a confirmation for undoing. */
export function ActionDialog() {
  const s = TimesheetDetailContext.useSelector((snap) => snap);
  const ref = TimesheetDetailContext.useActorRef();
  const label = s.context.pending ? actionLabels[s.context.pending] : '';
  const asksText = s.matches({ loaded: 'askingReason' }) || s.matches({ loaded: 'askingEvidence' });
  const textLabel = s.matches({ loaded: 'askingReason' }) ? 'Reason' : 'Evidence';
  return (
    <MessageModal
      open={s.hasTag('dialog')}
      title={label}
      onClose={() => ref.send({ type: 'detail.cancel' })}
      actions={
        <>
          <button type="button" className={`${button} ring-1 ring-slate-300 dark:ring-slate-700`} onClick={() => ref.send({ type: 'detail.cancel' })}>
            Cancel
          </button>
          <button type="button" className={`${button} bg-brand text-white`} disabled={!s.can({ type: 'detail.confirm' })} onClick={() => ref.send({ type: 'detail.confirm' })}>
            {label}
          </button>
        </>
      }
    >
      {asksText ? (
        <label className="flex flex-col gap-1">
          {textLabel}
          <textarea
            className="rounded-md border border-slate-300 p-2 dark:border-slate-700 dark:bg-slate-950"
            rows={3}
            value={s.context.text}
            onChange={(e) => ref.send({ type: 'detail.text', value: e.target.value })}
          />
        </label>
      ) : (
        <p>Are you sure you want to {label.toLowerCase()} this timesheet?</p>
      )}
    </MessageModal>
  );
}
