/**
 * A failed request's message in the alert role (so screen readers announce it), with a retry where
 * trying again can help.
 */
export function LoadError({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mt-4 flex items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {message}
      {onRetry && (
        <button type="button" className="underline" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
