import { EntryContext } from './entry-provider';

/** Spec §8: why the timesheet was not submitted, with a retry once the user has fixed it. */
export function LocationAlert() {
  const problem = EntryContext.useSelector((s) => (s.hasTag('alert') ? s.context.problem : null));
  const ref = EntryContext.useActorRef();
  if (!problem) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="location-title"
      aria-describedby="location-message"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="location-title" className="font-semibold">
        {problem.title ?? 'Not submitted'}
      </h2>
      <p id="location-message" className="mt-1">
        {problem.message}
      </p>
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          className="rounded-md bg-brand px-3 py-1.5 text-white"
          onClick={() => ref.send({ type: 'entry.locationRetry' })}
        >
          Try again
        </button>
        <button
          type="button"
          className="rounded-md px-3 py-1.5 ring-1 ring-amber-400"
          onClick={() => ref.send({ type: 'entry.locationDismiss' })}
        >
          Back to the week
        </button>
      </div>
    </div>
  );
}
