import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
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

/** Bulk actions on the selected rows: a per-row preview first, then Apply. Stays mounted so the outcome outlives the reload. */
export function BulkBar({ logic, meta, actions, selected, labels, noun, onApplied }: Props) {
  const ref = useActorRef(logic, { input: { meta } });
  useEffect(() => ref.on('bulk.applied', onApplied).unsubscribe, [ref, onApplied]);
  const snapshot = useSelector(ref, (s) => s);
  const [action, setAction] = useState(actions[0] ?? '');
  const selectId = useId();
  return (
    <>
      {selected.length > 0 && (
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
            onChange={(e) => setAction(e.target.value)}
          >
            {actions.map((a) => (
              <option key={a} value={a}>
                {meta[a]?.label ?? a}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={button}
            onClick={() =>
              ref.send({ type: 'bulk.choose', action, ids: selected, labels: labels() })
            }
          >
            Preview…
          </button>
        </div>
      )}
      <BulkDialog snapshot={snapshot} send={ref.send} noun={noun} />
    </>
  );
}
