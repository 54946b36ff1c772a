import { useId, useMemo, useState } from 'react';
import {
  bulkActionsScreen,
  bulkTextField,
} from '../../../../machines/bulk-actions/bulk-actions.screen';
import type { BulkResult, Timesheet } from '../../../domain/contracts/timesheets';
import { formatDate, MISSING } from '../../../domain/format/format';
import { actionLabels, type TimesheetAction } from '../../../domain/policy/timesheet-decisions';
import { applyBulk, previewBulk } from '../../actors/timesheet-bulk';
import { MessageModal } from '../../components/feedback/message-modal';
import { BulkActionsContext } from './provider';

interface Props {
  /** The actions offered; the server judges each row in the preview. */
  actions: readonly TimesheetAction[];
  selected: string[];
  rows: Timesheet[];
  /** Called once Apply has run, so the list reloads. */
  onApplied(): void;
}

const button = 'rounded-md px-3 py-1.5 text-sm font-medium';

const labelsOf = (rows: Timesheet[], ids: string[]) =>
  Object.fromEntries(
    rows
      .filter((r) => ids.includes(r.id))
      .map((r) => [r.id, `${formatDate(r.date)} · ${r.contractor_name}`]),
  );

function Outcomes({
  result,
  labels,
  verb,
}: {
  result: BulkResult;
  labels: Record<string, string>;
  verb: 'would' | 'did';
}) {
  return (
    <table className="mt-3 w-full text-left text-sm" aria-label="Outcome per timesheet">
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Timesheet
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Status
          </th>
          <th scope="col" className="py-1 font-medium">
            Outcome
          </th>
        </tr>
      </thead>
      <tbody>
        {result.data.map((row) => {
          return (
            <tr key={row.id} className="border-t border-slate-100 align-top dark:border-slate-800">
              <td className="py-1 pr-2">{labels[row.id] ?? row.id}</td>
              <td className="py-1 pr-2 capitalize">{row.status ?? MISSING}</td>
              <td
                className={`py-1 ${row.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
              >
                {row.ok
                  ? verb === 'would'
                    ? 'Would succeed'
                    : 'Done'
                  : `${verb === 'would' ? 'Would not' : 'Not done'}: ${row.reasons.join('; ')}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function BulkDialog() {
  const s = BulkActionsContext.useSelector((snap) => snap);
  const ref = BulkActionsContext.useActorRef();
  const close = () => ref.send({ type: 'bulk.close' });
  const label = s.context.action ? actionLabels[s.context.action] : '';
  const field = bulkTextField(s.context.action);
  const open = s.hasTag('dialog');
  const cancel = (
    <button
      type="button"
      className={`${button} ring-1 ring-slate-300 dark:ring-slate-700`}
      onClick={close}
      disabled={s.hasTag('busy')}
    >
      {s.matches('applied') ? 'Close' : 'Cancel'}
    </button>
  );
  return (
    <MessageModal
      open={open}
      size="large"
      title={`${label}: ${s.context.ids.length} selected`}
      onClose={() => !s.hasTag('busy') && close()}
      actions={
        <>
          {cancel}
          {s.matches('describing') && (
            <button
              type="button"
              className={`${button} bg-brand text-white disabled:opacity-50`}
              disabled={!s.can({ type: 'bulk.preview' })}
              onClick={() => ref.send({ type: 'bulk.preview' })}
            >
              Preview
            </button>
          )}
          {(s.matches('previewed') || s.matches('applying')) && (
            <button
              type="button"
              className={`${button} bg-brand text-white disabled:opacity-50`}
              disabled={!s.can({ type: 'bulk.apply' })}
              onClick={() => ref.send({ type: 'bulk.apply' })}
            >
              Apply
            </button>
          )}
          {s.matches('failed') && (
            <button
              type="button"
              className={`${button} bg-brand text-white`}
              onClick={() => ref.send({ type: 'bulk.retry' })}
            >
              Try again
            </button>
          )}
        </>
      }
    >
      <div data-state={String(s.value)} className="max-h-[60vh] overflow-y-auto">
        {s.matches('describing') && field && (
          <label className="flex flex-col gap-1">
            {field === 'reason' ? 'Reason' : 'Evidence'}
            <textarea
              className="rounded-md border border-slate-300 p-2 dark:border-slate-700 dark:bg-slate-950"
              rows={3}
              value={s.context.text}
              onChange={(e) => ref.send({ type: 'bulk.text', value: e.target.value })}
            />
          </label>
        )}
        {s.matches('previewing') && <p role="status">Checking each timesheet…</p>}
        {s.context.preview && (s.matches('previewed') || s.matches('applying')) && (
          <>
            <p role="status">
              {s.context.preview.succeeded} would succeed, {s.context.preview.failed} would not.
            </p>
            <Outcomes result={s.context.preview} labels={s.context.labels} verb="would" />
          </>
        )}
        {s.matches('applied') && s.context.outcome && (
          <>
            <p role="status">
              {s.context.outcome.succeeded} succeeded, {s.context.outcome.failed} failed.
            </p>
            <Outcomes result={s.context.outcome} labels={s.context.labels} verb="did" />
          </>
        )}
        {s.matches('failed') && <p role="alert">{s.context.error}</p>}
      </div>
    </MessageModal>
  );
}

function Bar({ actions, selected, rows }: Pick<Props, 'actions' | 'selected' | 'rows'>) {
  const ref = BulkActionsContext.useActorRef();
  const [action, setAction] = useState<TimesheetAction>(actions[0] ?? 'approve');
  const selectId = useId();
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="mt-4 flex flex-wrap items-center gap-2 text-sm"
    >
      <span>{selected.length} selected</span>
      <label htmlFor={selectId}>Bulk action</label>
      <select
        id={selectId}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
        value={action}
        onChange={(e) => setAction(e.target.value as TimesheetAction)}
      >
        {actions.map((a) => (
          <option key={a} value={a}>
            {actionLabels[a]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${button} bg-brand text-white disabled:opacity-50`}
        disabled={selected.length === 0}
        onClick={() =>
          ref.send({ type: 'bulk.choose', action, ids: selected, labels: labelsOf(rows, selected) })
        }
      >
        Preview…
      </button>
    </div>
  );
}

/** Bulk actions on the selected rows: a per-row preview first, then Apply. Stays mounted so the outcome outlives the reload. */
export function BulkActions({ actions, selected, rows, onApplied }: Props) {
  const logic = useMemo(
    () =>
      bulkActionsScreen.provide({
        actors: { previewBulk, applyBulk },
        actions: { notifyApplied: onApplied },
      }),
    [onApplied],
  );
  return (
    <BulkActionsContext.Provider logic={logic}>
      {selected.length > 0 && <Bar actions={actions} selected={selected} rows={rows} />}
      <BulkDialog />
    </BulkActionsContext.Provider>
  );
}
