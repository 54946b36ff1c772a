import type { SnapshotFrom } from 'xstate';
import { bulkNeeds, type bulkScreen, type BulkEvent } from '../../../../machines/kit/bulk.screen';
import { MessageModal } from '../feedback/message-modal';
import { BulkOutcomes } from './bulk-outcomes';
import { needsHint, textLabel } from './action-dialog';
import { TextField } from './text-field';
import { LoadError } from './load-error';

const button = 'rounded-md px-3 py-1.5 text-sm font-medium';
const primary = `${button} bg-brand text-white disabled:opacity-50`;

/** The bulk chart's dialog: the text the action needs, the per-row preview, Apply, the per-row results. */
export function BulkDialog({
  snapshot: s,
  send,
  noun,
}: {
  snapshot: SnapshotFrom<typeof bulkScreen>;
  send: (event: BulkEvent) => void;
  noun: string;
}) {
  const close = () => send({ type: 'bulk.close' });
  const needs = bulkNeeds(s.context);
  const label = s.context.action
    ? (s.context.meta[s.context.action]?.label ?? s.context.action)
    : '';
  const busy = s.hasTag('busy');
  return (
    <MessageModal
      open={s.hasTag('dialog')}
      size="large"
      title={`${label}: ${s.context.ids.length} selected`}
      onClose={() => !busy && close()}
      actions={
        <>
          <button
            type="button"
            className={`${button} ring-1 ring-slate-300 dark:ring-slate-700`}
            onClick={close}
            disabled={busy}
          >
            {s.matches('applied') ? 'Close' : 'Cancel'}
          </button>
          {s.matches('describing') && (
            <button
              type="button"
              className={primary}
              disabled={!s.can({ type: 'bulk.preview' })}
              onClick={() => send({ type: 'bulk.preview' })}
            >
              Preview
            </button>
          )}
          {(s.matches('previewed') || s.matches('applying')) && (
            <button
              type="button"
              className={primary}
              disabled={!s.can({ type: 'bulk.apply' })}
              onClick={() => send({ type: 'bulk.apply' })}
            >
              Apply
            </button>
          )}
          {s.matches('failed') && (
            <button type="button" className={primary} onClick={() => send({ type: 'bulk.retry' })}>
              Try again
            </button>
          )}
        </>
      }
    >
      <div data-state={String(s.value)} className="max-h-[60vh] overflow-y-auto">
        {s.matches('describing') && needs && (
          <TextField
            label={textLabel[needs]}
            rows={3}
            value={s.context.text}
            onChange={(value) => send({ type: 'bulk.text', value })}
            hint={needsHint(label, needs, s.context.text)}
          />
        )}
        {s.matches('previewing') && <p role="status">Checking each {noun}…</p>}
        {s.context.preview && (s.matches('previewed') || s.matches('applying')) && (
          <>
            <p role="status">
              {s.context.preview.succeeded} would succeed, {s.context.preview.failed} would not.
            </p>
            <BulkOutcomes
              result={s.context.preview}
              labels={s.context.labels}
              noun={noun}
              verb="would"
            />
          </>
        )}
        {s.matches('applied') && s.context.outcome && (
          <>
            <p role="status">
              {s.context.outcome.succeeded} succeeded, {s.context.outcome.failed} failed.
            </p>
            <BulkOutcomes
              result={s.context.outcome}
              labels={s.context.labels}
              noun={noun}
              verb="did"
            />
          </>
        )}
        {s.matches('failed') && <LoadError look="line" message={s.context.error} />}
      </div>
    </MessageModal>
  );
}
