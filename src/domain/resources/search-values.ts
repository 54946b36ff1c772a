/**
 * Parsers for single URL search values, shared by every route's validateSearch and by the list-query
 * descriptors. They load with the first page, so they are plain functions rather than zod (whose
 * core alone would add ~22 KB gzip to every page). A value that does not fit is dropped (undefined),
 * not refused, so a stale shared link still opens.
 */
import { isCalendarDate } from '../validation/calendar';

/** zod's `z.uuid()` (RFC 9562 versions 1 to 8, nil, max), so the server accepts every id the browser keeps. */
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/**
 * The router reads each search value as JSON when it can, so `?paid=true` arrives as the boolean true
 * and `?q=2024` as a number; words and enum values take them back as the text of the address bar.
 */
const asText = (value: unknown): unknown =>
  typeof value === 'boolean' || typeof value === 'number' ? String(value) : value;

/** A string up to `max` characters. */
export const text = (value: unknown, max: number): string | undefined => {
  const v = asText(value);
  return typeof v === 'string' && v.length <= max ? v : undefined;
};

export const uuid = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

/** A day that exists, YYYY-MM-DD: the same check as the server's (no 30 February). */
export const isoDate = (value: unknown): string | undefined =>
  typeof value === 'string' && isCalendarDate(value) ? value : undefined;

/** A whole number in [min, max]; the router may hand numbers or strings. */
export function wholeNumber(
  value: unknown,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => {
  const v = asText(value);
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
};

/** The allowed values of a comma list, each once, in the allowed order; undefined when none is left. */
export function commaList(value: unknown, allowed: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const given = new Set(value.split(','));
  const kept = allowed.filter((v) => given.has(v));
  return kept.length ? kept.join(',') : undefined;
}

/** The values of a comma list the parsers above kept. */
export const commaValues = (list: string | undefined): string[] => (list ? list.split(',') : []);
