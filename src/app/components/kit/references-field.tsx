import { useId, type KeyboardEvent } from 'react';
import type { FieldOption } from '../../../domain/resources/form';
import {
  comboboxInputProps,
  FieldNote,
  SuggestionList,
  suggestionOptionId,
} from './suggestion-list';
import { useSuggestions } from './use-suggestions';

const control =
  'block w-full min-w-0 flex-1 rounded-md border-0 px-3 py-1.5 ring-1 ring-slate-300 aria-invalid:ring-red-500 disabled:opacity-60 dark:bg-slate-800 dark:ring-slate-700';

export interface ReferencesFieldProps {
  label: string;
  /** The rows chosen so far, shown as chips in the order they were chosen. */
  chosen: readonly FieldOption[];
  query: string;
  results: readonly FieldOption[];
  /** The chart is waiting for typing to pause, or asking the server. */
  pending: boolean;
  /** Why the last search failed. */
  searchError: string | null;
  /** How many may be chosen; the search box closes when they are. */
  max: number;
  error?: string;
  hint?: string;
  disabled?: boolean;
  onQuery(query: string): void;
  onPick(option: FieldOption): void;
  onUnpick(value: string): void;
}

/**
 * The form kit's `references` field: a search box (ARIA combobox with a listbox of results; arrows
 * move, Enter picks, Escape empties) over chips with a remove button each. The chart owns the
 * words, the pause before searching and the results; only the highlighted result lives here.
 */
export function ReferencesField(props: ReferencesFieldProps) {
  const { chosen, query, results, pending, searchError, max, error, disabled } = props;
  const id = useId();
  const { current, pick, keys: listKeys, restart } = useSuggestions(results, props.onPick);
  const open = query.trim() !== '' && results.length > 0;
  const full = chosen.length >= max;
  const noteId = error ? `${id}-error` : `${id}-note`;
  const optionId = (i: number) => suggestionOptionId(id, i);
  const type = (value: string) => {
    restart();
    props.onQuery(value);
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (listKeys(e, open)) return;
    if (e.key === 'Escape' && query) type('');
    else if (e.key === 'Backspace' && !query && chosen.length > 0)
      props.onUnpick(chosen[chosen.length - 1]!.value);
    else return;
    e.preventDefault();
  };
  const note = error
    ? error
    : searchError
      ? `Could not search: ${searchError}`
      : pending
        ? 'Searching…'
        : query.trim() && results.length === 0
          ? 'No one matches that.'
          : full
            ? `At most ${max}: remove one to add another.`
            : props.hint;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      {chosen.length > 0 && (
        <ul
          aria-label={`Chosen: ${props.label.replace(/ \*$/, '')}`}
          className="mt-1 flex flex-wrap gap-2"
        >
          {chosen.map((o) => (
            <li
              key={o.value}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm dark:bg-slate-800"
            >
              <span className="truncate">{o.label}</span>
              <button
                type="button"
                aria-label={`Remove ${o.label}`}
                disabled={disabled}
                onClick={() => props.onUnpick(o.value)}
                className="rounded-full px-1.5 leading-5 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative mt-1">
        <input
          {...comboboxInputProps(id, {
            open,
            current,
            invalid: Boolean(error),
            noteId: note ? noteId : undefined,
          })}
          placeholder={full ? undefined : 'Type a name or email'}
          value={query}
          disabled={disabled || full}
          onChange={(e) => type(e.target.value)}
          onKeyDown={keys}
          className={control}
        />
        <SuggestionList
          id={`${id}-listbox`}
          label={`${props.label.replace(/ \*$/, '')}: results`}
          open={open}
          results={results}
          current={current}
          optionId={optionId}
          onPick={pick}
        />
      </div>
      {note && <FieldNote id={noteId} note={note} failed={Boolean(error || searchError)} />}
    </div>
  );
}
