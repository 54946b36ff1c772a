import type { SearchSchemaInput } from '@tanstack/react-router';
import {
  listSearchOf,
  type ListQueryDescriptor,
  type ListSearch,
  type RawSearch,
} from '../../domain/resources/list-query';

/**
 * A list route's validateSearch: links and redirects may give any part of the query, bad values are
 * dropped, and defaults are left out so the address bar keeps only what the user chose.
 */
export const listSearch =
  <D extends ListQueryDescriptor>(d: D, fixed: RawSearch = {}) =>
  (raw: RawSearch & SearchSchemaInput): ListSearch<D> =>
    listSearchOf(d, { ...raw, ...fixed });
