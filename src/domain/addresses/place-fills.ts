import type { SuggestedPlace } from './place';
import type { FormField } from '../resources/form';

/**
 * What a place writes into a form: its city, state, ZIP code and country, each only where the
 * form has that field (an end client's address has no country).
 */
export function placeFills(fields: readonly FormField[], place: SuggestedPlace) {
  const named = new Set(fields.map((f) => f.name));
  const parts: Record<string, string> = {
    city: place.city,
    state: place.state,
    zipcode: place.zipcode,
    country: place.country,
  };
  return Object.fromEntries(Object.entries(parts).filter(([name]) => named.has(name)));
}
