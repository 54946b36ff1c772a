/** Spec §9 formats. Money arrives as integer cents and is never held in a float. */
export const MISSING = '--';
export const DEFAULT_CURRENCY = 'usd';
export const DEFAULT_TRUNCATE = 100;

export interface CurrencySymbol {
  currency: string;
  symbol: string;
}

const isMissing = (v: unknown): v is null | undefined =>
  v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v));

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The symbol of a currency from `platform_currencies`, `$` for usd when the list lacks it. */
export function currencySymbol(
  currency: string = DEFAULT_CURRENCY,
  currencies: readonly CurrencySymbol[] = [],
): string {
  const found = currencies.find((c) => c.currency.toLowerCase() === currency.toLowerCase());
  if (found) return found.symbol;
  return currency.toLowerCase() === 'usd' ? '$' : `${currency.toUpperCase()} `;
}

/** `123456` cents → `$1,234.56`; negatives `-$1,234.56`; missing `--`. */
export function formatMoney(
  cents: number | bigint | null | undefined,
  currency: string = DEFAULT_CURRENCY,
  currencies: readonly CurrencySymbol[] = [],
): string {
  if (isMissing(cents)) return MISSING;
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = groupThousands((abs / 100n).toString());
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currencySymbol(currency, currencies)}${whole}.${fraction}`;
}

/** A plain number with thousands separators and 2 decimals, from integer hundredths. */
export function formatDecimal2(hundredths: number | null | undefined): string {
  if (isMissing(hundredths)) return MISSING;
  const negative = hundredths < 0;
  const abs = Math.abs(Math.trunc(hundredths));
  return `${negative ? '-' : ''}${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Any value shown as text, `--` when missing or empty. */
export const orMissing = (value: string | number | null | undefined) =>
  isMissing(value) || value === '' ? MISSING : String(value);

const ELLIPSIS = '…';
let graphemes: Intl.Segmenter | undefined;

/**
 * Spec §9: text longer than `max` characters shows as `max` characters in all, the ellipsis being
 * the last. Characters are what a reader counts (grapheme clusters), so an emoji, a flag or an
 * accented letter is never cut in half.
 */
export function truncate(text: string | null | undefined, max: number = DEFAULT_TRUNCATE): string {
  if (isMissing(text) || text === '') return MISSING;
  // Made at first use: building a segmenter loads the grapheme rules, a long task on a phone at
  // every page load that imports this module, truncating or not.
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const chars = Array.from(graphemes.segment(text), (s) => s.segment);
  return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join('')}${ELLIPSIS}` : text;
}

/** Above 999 a count shortens with k: 1000 → 1k, 1500 → 1.5k, 12345 → 12.3k. */
export function shortenThousands(n: number | null | undefined): string {
  if (isMissing(n)) return MISSING;
  if (Math.abs(n) <= 999) return String(n);
  const tenths = Math.trunc(n / 100);
  const whole = Math.trunc(tenths / 10);
  const rest = Math.abs(tenths % 10);
  return `${whole}${rest ? `.${rest}` : ''}k`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a date in UTC, or of an ISO string's date part. */
export function formatDate(value: Date | string | null | undefined): string {
  if (isMissing(value) || value === '') return MISSING;
  if (typeof value === 'string') {
    const m = /^(\d{4}-\d{2}-\d{2})/.exec(value);
    if (m?.[1] && value.length === 10) return m[1];
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) return MISSING;
  return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
}

/**
 * An instant on the platform's clock (spec §9: EST, `est_offset_hours` of public globals), named as
 * such so a reader never guesses the zone: `Mar 4, 2026, 10:30 PM EST`; with seconds for evidence
 * (signatures). Malformed or missing → `--`.
 */
export function formatMoment(
  instant: Date | string | null | undefined,
  estOffsetHours: number,
  withSeconds = false,
): string {
  if (instant === null || instant === undefined) return MISSING;
  const at = new Date(typeof instant === 'string' ? instant : instant.getTime());
  if (Number.isNaN(at.getTime())) return MISSING;
  const shifted = new Date(at.getTime() + estOffsetHours * 3_600_000);
  const text = shifted.toLocaleString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'medium',
    timeStyle: withSeconds ? 'medium' : 'short',
  });
  return `${text} EST`;
}

/** `13:05` → `1:05 PM`, `00:30` → `12:30 AM`; malformed or missing → `--`. */
export function to12Hour(time24: string | null | undefined): string {
  if (isMissing(time24)) return MISSING;
  const m = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time24.trim());
  if (!m) return MISSING;
  const h = Number(m[1]);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${suffix}`;
}
