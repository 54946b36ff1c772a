import type { ButtonProps } from '../../../../machines/kit/connect';
import type { ActionFailure } from '../../../../machines/kit/resource-detail.screen';

/** The server's refusal with its reasons, or the note of what the last action or step did. */
export function DetailNotices({
  failure,
  done,
  dismissProps,
}: {
  failure: ActionFailure | null;
  done: string | null;
  dismissProps: ButtonProps;
}) {
  if (failure)
    return (
      <div
        role="alert"
        className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        <p className="font-medium">{failure.message}</p>
        {failure.reasons.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {failure.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        <button {...dismissProps} className="mt-2 underline disabled:opacity-50">
          Dismiss
        </button>
      </div>
    );
  if (done)
    return (
      <p
        role="status"
        className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
      >
        {done}{' '}
        <button {...dismissProps} className="underline disabled:opacity-50">
          Dismiss
        </button>
      </p>
    );
  return null;
}
