import { z } from 'zod';

/** Longer text names no record anyone would type; it is refused rather than matched. */
export const SEARCH_MAX_LENGTH = 100;
/** Results of one object type at most: the palette is for jumping to a record, not browsing. */
export const SEARCH_RESULTS_PER_TYPE = 5;

/** `GET /v2/search` (spec §7 Global search): `search_type=global` and the text typed. */
export const SearchQuery = z.object({
  search_type: z.literal('global'),
  search: z.string().max(SEARCH_MAX_LENGTH).default(''),
});

/** One hit: its group (`object_type`), what the palette shows, an icon name, the SPA path it opens. */
export const SearchResult = z.object({
  object_type: z.string(),
  text: z.string(),
  icon: z.string(),
  redirect: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** The spec's envelope: the list sits at `data.data`. */
export const SearchResponse = z.object({ data: z.object({ data: z.array(SearchResult) }) });
export type SearchResponse = z.infer<typeof SearchResponse>;
