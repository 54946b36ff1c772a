import { z } from 'zod';
import { MAX_ADDRESS_QUERY } from '../addresses/place';
import { ValidationIssue } from './errors';

export const AddressSuggestionsQuery = z.object({
  q: z.string().trim().min(1, 'Type a city or a ZIP code').max(MAX_ADDRESS_QUERY),
});

export const SuggestedPlace = z.object({
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
});

export const AddressSuggestions = z.object({ data: z.array(SuggestedPlace) });

/** Spec §8's address refusal: the fields at fault and the place the ZIP code belongs to. */
export const AddressMismatchBody = z.object({
  message: z.string(),
  detail: z.array(ValidationIssue),
  suggested_address: SuggestedPlace,
});
