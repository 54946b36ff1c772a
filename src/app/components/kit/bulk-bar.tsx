import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { connectBulk, type BulkApi } from '../../../../machines/kit/bulk.connect';
import type { bulkScreen } from '../../../../machines/kit/bulk.screen';
import type { ActionMeta } from '../../../domain/workflow/action-meta';
import { BulkDialog } from './bulk-dialog';

interface Props {
  /** The generic bulk chart with the resource's preview and apply provided. */
  logic: typeof bulkScreen;
  meta: Readonly<Record<string, ActionMeta>>;
  /** The actions offered; the server's preview judges each row. */
  actions: readonly string[];
  selected: string[];
  /** How a selected row reads in the dialog. */
  labels: () => Record<string, string>;
  noun: string;
  /** Called once Apply has run, so the list reloads. */
  onApplied(): void;
}

const button = 'rounded-md px-3 py-1.5 text-sm font-medium bg-brand text-white disabled:opacity-50';

/** The bulk bar and its dialog for one snapshot of the bulk chart: renders what `connectBulk` says. */
export function BulkView({ api, noun }: { api: BulkApi; noun: string }) {
  const selectId = useId();
  const t = api.toolbar;
  return (
    <>
      {t && (
        <div
          role="toolbar"
          aria-label="Bulk actions"
          className="mt-4 flex flex-wrap items-center gap-2 text-sm"
        >
          <span>{t.count}</span>
          <label htmlFor={selectId}>Bulk action</label>
          <select
            id={selectId}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
            value={t.select.value}
            disabled={t.select.disabled}
            onChange={(e) => t.select.onChange(e.target.value)}
          >
            {t.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <button {...t.previewProps} className={button}>
            Preview…
          </button>
        </div>
      )}
      <BulkDialog dialog={api.dialog} noun={noun} />
    </>
  );
}

/** Bulk actions on the selected rows: a per-row preview first, then Apply. Stays mounted so the outcome outlives the reload. */
export function BulkBar({ logic, meta, actions, selected, labels, noun, onApplied }: Props) {
  const ref = useActorRef(logic, { input: { meta, actions } });
  useEffect(() => ref.on('bulk.applied', onApplied).unsubscribe, [ref, onApplied]);
  const snapshot = useSelector(ref, (s) => s);
  return (
    <BulkView api={connectBulk(snapshot, ref.send, { ids: selected, labels }, noun)} noun={noun} />
  );
}
