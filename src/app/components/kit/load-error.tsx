import { failureText } from '../../../domain/errors/extract-message';

/**
 * How the alert sits on its page: `panel` for a load that failed or a refusal with reasons (a boxed
 * block), `line` for the action beside it that failed, `notice` for a page this user may not use
 * (nothing failed, so not in red).
 */
export type AlertLook = 'panel' | 'line' | 'notice';

const LOOKS: Record<AlertLook, string> = {
  panel:
    'flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200',
  line: 'text-sm text-red-700 dark:text-red-300',
  notice: 'text-sm',
};
const MARGIN: Record<AlertLook, string> = { panel: 'mt-4', line: '', notice: '' };

/**
 * Every alert of the app: a failure's words in the alert role (so screen readers announce it), read
 * by spec §8's rules whatever the chart holds (words, an Error or a response body), with the reasons
 * a refusal gave and a retry that sends the owning chart's retry event where trying again can help.
 * `inline` renders it as a span, for a place inside a line of text.
 */
export function LoadError({
  message,
  reasons,
  onRetry,
  retryLabel = 'Try again',
  look = 'panel',
  inline = false,
  className,
}: {
  message: unknown;
  reasons?: readonly string[];
  onRetry?: () => void;
  retryLabel?: string;
  look?: AlertLook;
  inline?: boolean;
  /** Its margins on the page; the look's own when absent. */
  className?: string;
}) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      role="alert"
      data-look={look}
      className={`${LOOKS[look]} ${className ?? MARGIN[look]}`.trim()}
    >
      {reasons?.length ? (
        <span className="font-medium">{failureText(message)}</span>
      ) : (
        failureText(message)
      )}
      {reasons && reasons.length > 0 && (
        <ul className="w-full list-disc pl-5">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {/* The panel's gap spaces its button; a line of text needs a space of its own. */}
      {onRetry && look !== 'panel' && ' '}
      {onRetry && (
        <button type="button" className="underline" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </Tag>
  );
}
