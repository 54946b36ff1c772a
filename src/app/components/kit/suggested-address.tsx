import { placeLabel, type SuggestedPlace } from '../../../domain/addresses/place';
import type { FormField } from '../../../domain/resources/form';
import { placeFills } from '../../../domain/addresses/place-fills';

/** Spec §8's suggested address under a refused one: one click writes it into the form. */
export function SuggestedAddress(props: {
  place: SuggestedPlace;
  fields: readonly FormField[];
  onUse(values: Record<string, string>): void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-300 dark:bg-amber-950 dark:ring-amber-800"
    >
      <p>
        Suggested address: <strong>{placeLabel(props.place)}</strong>
      </p>
      <button
        type="button"
        onClick={() => props.onUse(placeFills(props.fields, props.place))}
        className="rounded-md bg-brand px-3 py-1.5 font-medium text-white"
      >
        Use suggested address
      </button>
    </div>
  );
}
