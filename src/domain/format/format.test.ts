import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatDate,
  formatDecimal2,
  formatMoney,
  orMissing,
  shortenThousands,
  to12Hour,
  formatMoment,
  truncate,
} from './format';

const currencies = [
  { currency: 'usd', symbol: '$' },
  { currency: 'cad', symbol: 'CA$' },
];

describe('formatMoney (integer cents)', () => {
  it.each([
    [0, 'usd', '$0.00'],
    [5, 'usd', '$0.05'],
    [99_900, 'usd', '$999.00'],
    [100_000, 'usd', '$1,000.00'],
    [123_456_789, 'usd', '$1,234,567.89'],
    [-150, 'usd', '-$1.50'],
    [-100_000, 'usd', '-$1,000.00'],
    [250_000, 'cad', 'CA$2,500.00'],
    [100, 'eur', 'EUR 1.00'],
    [null, 'usd', '--'],
    [undefined, 'usd', '--'],
    [Number.NaN, 'usd', '--'],
  ])('%s %s → %s', (cents, currency, text) =>
    expect(formatMoney(cents, currency, currencies)).toBe(text),
  );

  it('defaults to usd and handles bigint beyond the float range', () => {
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(900719925474099312n)).toBe('$9,007,199,254,740,993.12');
  });

  it('reads symbols from platform_currencies', () =>
    expect(currencySymbol('CAD', currencies)).toBe('CA$'));
});

describe('other formats', () => {
  it.each([
    [0, '0.00'],
    [-12_345, '-123.45'],
    [100_000, '1,000.00'],
    [null, '--'],
  ])('formatDecimal2 %s → %s', (v, text) => expect(formatDecimal2(v)).toBe(text));

  it.each([
    [0, '0'],
    [999, '999'],
    [-999, '-999'],
    [1000, '1k'],
    [1050, '1k'],
    [1500, '1.5k'],
    [12_345, '12.3k'],
    [-1500, '-1.5k'],
    [1_000_000, '1000k'],
    [null, '--'],
  ])('shortenThousands %s → %s', (n, text) => expect(shortenThousands(n)).toBe(text));

  const graphemeCount = (s: string) =>
    [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(s)].length;
  const family = '👨‍👩‍👧';
  it.each([
    ['short text', 'short', 'short'],
    ['99 characters', 'x'.repeat(99), 'x'.repeat(99)],
    ['100 characters', 'x'.repeat(100), 'x'.repeat(100)],
    ['101 characters', 'x'.repeat(101), `${'x'.repeat(99)}…`],
    ['100 emoji (surrogate pairs)', '😀'.repeat(100), '😀'.repeat(100)],
    ['101 emoji (surrogate pairs)', '😀'.repeat(101), `${'😀'.repeat(99)}…`],
    ['an emoji across the cut', `${'x'.repeat(98)}😀😀😀`, `${'x'.repeat(98)}😀…`],
    [
      'a joined emoji across the cut',
      `${'x'.repeat(98)}${family}${family}x`,
      `${'x'.repeat(98)}${family}…`,
    ],
    ['a flag across the cut', `${'x'.repeat(98)}🇺🇸🇨🇦🇲🇽`, `${'x'.repeat(98)}🇺🇸…`],
    [
      'accents across the cut',
      `${'x'.repeat(98)}e\u0301e\u0301e\u0301`,
      `${'x'.repeat(98)}e\u0301…`,
    ],
    ['empty', '', '--'],
    ['missing', null, '--'],
  ])('truncate: %s', (_case, text, out) => {
    const shown = truncate(text);
    expect(shown).toBe(out);
    expect(graphemeCount(shown)).toBeLessThanOrEqual(100);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('truncates at a given length, the ellipsis included', () =>
    expect(truncate('abcdef', 3)).toBe('ab…'));

  it.each([
    ['2026-03-04', '2026-03-04'],
    ['2026-03-04T23:30:00Z', '2026-03-04'],
    [new Date('2026-12-31T00:00:00Z'), '2026-12-31'],
    ['not a date', '--'],
    [null, '--'],
  ])('formatDate %s → %s', (v, text) => expect(formatDate(v)).toBe(text));

  it.each([
    ['2026-03-05T03:30:00Z', -5, false, 'Mar 4, 2026, 10:30 PM EST'],
    ['2026-03-05T12:00:00Z', -4, false, 'Mar 5, 2026, 8:00 AM EST'],
    ['2025-11-03T15:12:00Z', -5, true, 'Nov 3, 2025, 10:12:00 AM EST'],
    ['not a date', -5, false, '--'],
    [null, -5, false, '--'],
  ] as const)('formatMoment %s offset %s', (iso, offset, seconds, text) =>
    expect(formatMoment(iso, offset, seconds)).toBe(text),
  );

  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['13:45:00', '1:45 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '--'],
    ['7pm', '--'],
    [null, '--'],
  ])('to12Hour %s → %s', (v, text) => expect(to12Hour(v)).toBe(text));

  it.each([
    [null, '--'],
    ['', '--'],
    [0, '0'],
    ['Acme', 'Acme'],
  ])('orMissing %s → %s', (v, text) => expect(orMissing(v)).toBe(text));
});
