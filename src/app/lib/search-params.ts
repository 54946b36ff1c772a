/**
 * Parsers for URL search params (see src/domain/resources/search-values.ts for why they carry no
 * zod). The single-value parsers live in src/domain, where the list-query descriptors use them too.
 */
export {
  commaList,
  isoDate,
  oneOf,
  text,
  uuid,
  wholeNumber,
} from '../../domain/resources/search-values';
export type { RawSearch } from '../../domain/resources/list-query';

/** Drops undefined entries, so the URL does not grow empty keys. */
export function compact<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}
