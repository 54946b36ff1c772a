/** The list a search-as-you-type field offers, and the note under it: one look for every combobox. */
export function SuggestionList({
  id,
  label,
  open,
  results,
  current,
  optionId,
  onPick,
}: {
  id: string;
  label: string;
  open: boolean;
  results: readonly { value: string; label: string }[];
  current: number;
  optionId: (i: number) => string;
  onPick: (o: { value: string; label: string }) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      {results.map((o, i) => (
        <li
          key={o.value}
          id={optionId(i)}
          role="option"
          aria-selected={i === current}
          // Picking on mouse down, before the input's blur closes the list.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(o);
          }}
          className="cursor-pointer truncate px-3 py-2 text-sm aria-selected:bg-slate-100 dark:aria-selected:bg-slate-800"
        >
          {o.label}
        </li>
      ))}
    </ul>
  );
}

/** A field's note: a refusal in red, otherwise a polite status. */
export function FieldNote({ id, note, failed }: { id: string; note: string; failed: boolean }) {
  return (
    <p
      id={id}
      role={failed ? undefined : 'status'}
      className={`mt-1 text-sm ${failed ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
    >
      {note}
    </p>
  );
}

/** The id of a combobox's option `i`, shared by its input and its SuggestionList. */
export const suggestionOptionId = (id: string, i: number) => `${id}-option-${i}`;

/** What a search-as-you-type input tells assistive technology: its list, the active option, its note. */
export function comboboxInputProps(
  id: string,
  state: { open: boolean; current: number; invalid: boolean; noteId?: string },
) {
  return {
    id,
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': state.open,
    'aria-controls': `${id}-listbox`,
    'aria-activedescendant': state.open ? suggestionOptionId(id, state.current) : undefined,
    'aria-invalid': state.invalid ? true : undefined,
    'aria-describedby': state.noteId,
  } as const;
}
