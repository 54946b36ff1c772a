import { useState, type KeyboardEvent } from 'react';

/**
 * The highlighted suggestion of a search-as-you-type combobox (`SuggestionList`) and the keys every
 * such field answers alike while its list is open: the arrows move within the results, Enter picks the
 * highlighted one. A field's own keys (Escape closes or empties, Backspace removes a chip) stay its own.
 */
export function useSuggestions<O>(results: readonly O[], onPick: (option: O) => void) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, results.length - 1);
  const pick = (option: O | undefined) => {
    if (option === undefined) return;
    setActive(0);
    onPick(option);
  };
  /** Answers a key of the open list (and keeps it from the input); false for any other key. */
  const keys = (e: KeyboardEvent<HTMLInputElement>, open: boolean) => {
    if (!open) return false;
    if (e.key === 'ArrowDown') setActive(Math.min(current + 1, results.length - 1));
    else if (e.key === 'ArrowUp') setActive(Math.max(current - 1, 0));
    else if (e.key === 'Enter') pick(results[current]);
    else return false;
    e.preventDefault();
    return true;
  };
  /** New words typed: the highlight starts again at the first result. */
  const restart = () => setActive(0);
  return { current, pick, keys, restart };
}
