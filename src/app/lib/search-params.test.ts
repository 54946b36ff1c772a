import { describe, expect, it } from 'vitest';
import { commaList, isoDate, text, uuid, wholeNumber } from './search-params';

const ID = '19b51ae7-32a5-4de1-a6ae-fac904a3baa5';

describe('URL search parsers drop what does not fit', () => {
  it.each([
    ['text within the limit', text('/timesheets', 20), '/timesheets'],
    ['text over the limit', text('x'.repeat(21), 20), undefined],
    // The router hands `?q=42` over as a number: it is the text of the address bar again.
    ['text the router read as a number', text(42, 20), '42'],
    ['text of another type', text({ a: 1 }, 20), undefined],
    ['uuid', uuid(ID), ID],
    ['not a uuid', uuid('7; drop table'), undefined],
    ['iso date', isoDate('2026-11-20'), '2026-11-20'],
    ['impossible month', isoDate('2026-13-01'), undefined],
    ['american date', isoDate('11/20/2026'), undefined],
    ['number from a string', wholeNumber('3', 1), 3],
    ['number as given', wholeNumber(3, 1), 3],
    ['below the minimum', wholeNumber('0', 1), undefined],
    ['above the maximum', wholeNumber(201, 1, 200), undefined],
    ['a fraction', wholeNumber('1.5', 1), undefined],
    ['empty', wholeNumber('', 1), undefined],
    [
      'comma list keeps the allowed',
      commaList('submitted,bogus,signed', ['submitted', 'signed'] as const),
      'submitted,signed',
    ],
    ['comma list with none allowed', commaList('bogus', ['submitted'] as const), undefined],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));
});
