import { useId, useState, type KeyboardEvent } from 'react';
import type { FieldOption } from '../../../domain/resources/form';
import {
  comboboxInputProps,
  FieldNote,
  SuggestionList,
  suggestionOptionId,
} from './suggestion-list';
import { useSuggestions } from './use-suggestions';

const control =
  'mt-1 block w-full rounded-md border-0 px-3 py-1.5 ring-1 ring-slate-300 aria-invalid:ring-red-500 disabled:opacity-60 dark:bg-slate-800 dark:ring-slate-700';

export interface PlaceFieldProps {
  label: string;
  value: string;
  /** The places the maps service suggests for what was typed. */
  results: readonly FieldOption[];
  pending: boolean;
  searchError: string | null;
  maxLength?: number;
  error?: string;
  hint?: string;
  disabled?: boolean;
  onType(value: string): void;
  onPick(option: FieldOption): void;
}

/**
 * The form kit's address input: the city typed as text, with the maps service's places for a
 * city's name or a ZIP code as an ARIA combobox (arrows move, Enter or a click picks, Escape
 * closes). Picking one fills the address's city, state, ZIP code and country.
 */
export function PlaceField(props: PlaceFieldProps) {
  const { value, results, pending, searchError, error, disabled } = props;
  const id = useId();
  const [closed, setClosed] = useState(false);
  const { current, pick, keys: listKeys, restart } = useSuggestions(results, props.onPick);
  const open = !closed && value.trim() !== '' && results.length > 0;
  const noteId = error ? `${id}-error` : `${id}-note`;
  const optionId = (i: number) => suggestionOptionId(id, i);
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (listKeys(e, open) || e.key !== 'Escape' || !open) return;
    setClosed(true);
    e.preventDefault();
  };
  const note = error
    ? error
    : searchError
      ? `Could not look up places: ${searchError}`
      : pending
        ? 'Looking up places…'
        : props.hint;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <div className="relative">
        <input
          {...comboboxInputProps(id, {
            open,
            current,
            invalid: Boolean(error),
            noteId: note ? noteId : undefined,
          })}
          placeholder="A city or a ZIP code"
          value={value}
          maxLength={props.maxLength}
          disabled={disabled}
          onChange={(e) => {
            restart();
            setClosed(false);
            props.onType(e.target.value);
          }}
          onKeyDown={keys}
          onBlur={() => setClosed(true)}
          className={control}
        />
        <SuggestionList
          id={`${id}-listbox`}
          label="Suggested places"
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
