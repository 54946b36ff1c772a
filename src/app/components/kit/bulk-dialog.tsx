import type { BulkApi } from '../../../../machines/kit/bulk.connect';
import { MessageModal } from '../feedback/message-modal';
import { BulkOutcomes } from './bulk-outcomes';
import { TextField } from './text-field';
import { LoadError } from './load-error';

const button = 'rounded-md px-3 py-1.5 text-sm font-medium';
const primary = `${button} bg-brand text-white disabled:opacity-50`;

/** The bulk chart's dialog: the text the action needs, the per-row preview, Apply, the per-row results. */
export function BulkDialog({ dialog: d, noun }: { dialog: BulkApi['dialog']; noun: string }) {
  return (
    <MessageModal
      open={d.open}
      size="large"
      title={d.title}
      onClose={d.onDismiss}
      actions={
        <>
          <button
            {...d.close.props}
            className={`${button} ring-1 ring-slate-300 dark:ring-slate-700`}
          >
            {d.close.label}
          </button>
          {d.next && (
            <button {...d.next.props} className={primary}>
              {d.next.label}
            </button>
          )}
        </>
      }
    >
      <div {...d.rootProps} className="max-h-[60vh] overflow-y-auto">
        {d.text && (
          <TextField
            label={d.text.label}
            rows={3}
            value={d.text.value}
            onChange={d.text.onChange}
            hint={d.text.hint}
          />
        )}
        {d.status && <p role="status">{d.status}</p>}
        {d.outcomes && <BulkOutcomes {...d.outcomes} noun={noun} />}
        {d.error && <LoadError look="line" message={d.error} />}
      </div>
    </MessageModal>
  );
}
