import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { LoadError } from '../../app/components/kit/load-error';
import { http } from '../../app/lib/http';
import { markReadScreen, type MarkTarget } from './mark-read.screen';

/** Marks the chosen notifications, or all, read: the stream then pushes the new count. */
const markNotifications = fromPromise<void, MarkTarget>(({ input, signal }) =>
  withApiErrors(async () => {
    if ('all' in input) await http.post('notifications/read_all', { signal });
    else await http.post('notifications/read', { json: { ids: input.ids }, signal });
  }),
);

const button =
  'rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700';

/** Mark read for the chosen rows, and Mark all read; the list reloads once the server has them. */
export function MarkReadBar({ selected, reload }: { selected: string[]; reload(): void }) {
  const ref = useActorRef(
    markReadScreen.provide({
      actors: { mark: markNotifications },
      actions: { listChanged: () => reload() },
    }),
  );
  const snapshot = useSelector(ref, (s) => s);
  const busy = snapshot.hasTag('busy');
  return (
    <div
      role="toolbar"
      aria-label="Mark read"
      className="mt-4 flex flex-wrap items-center gap-2 text-sm"
      data-state={String(snapshot.value)}
    >
      <button
        type="button"
        className={button}
        disabled={busy || !snapshot.can({ type: 'mark.selected', ids: selected })}
        onClick={() => ref.send({ type: 'mark.selected', ids: selected })}
      >
        Mark read{selected.length ? ` (${selected.length})` : ''}
      </button>
      <button
        type="button"
        className={button}
        disabled={busy}
        onClick={() => ref.send({ type: 'mark.all' })}
      >
        Mark all read
      </button>
      {snapshot.context.error && (
        <LoadError
          look="line"
          message={snapshot.context.error}
          onRetry={() => ref.send({ type: 'mark.retry' })}
        />
      )}
    </div>
  );
}
