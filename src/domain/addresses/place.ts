/** A place the maps service knows: what a picked suggestion fills into an address form. Zod-free, for the browser's form kit. */
export interface SuggestedPlace {
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** The longest text the address suggestions read: a city name or a ZIP code, never a paragraph. */
export const MAX_ADDRESS_QUERY = 60;
/** How many places one suggestion list offers. */
export const ADDRESS_SUGGESTIONS = 8;

/** Spec §8 "Address errors may carry a suggested address": the 422 when city, state and ZIP disagree. */
export const ADDRESS_MISMATCH = 'The city, state and ZIP code do not match';

/** How a place reads in a list of suggestions and in the form's "use suggested" line. */
export const placeLabel = (p: SuggestedPlace) => `${p.city}, ${p.state} ${p.zipcode}`;
