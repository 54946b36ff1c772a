import { describe, expect, it } from 'vitest';
import {
  formatSsn,
  maskSsn,
  parseSsn,
  SSN_AREA,
  SSN_FORMAT,
  SSN_GROUP,
  SSN_REQUIRED,
  SSN_SERIAL,
  ssnLastFour,
} from './ssn';

describe('parseSsn accepts 3-2-4 digits with one consistent separator', () => {
  it.each([
    ['512-44-7781', '512447781'],
    ['512 44 7781', '512447781'],
    ['512447781', '512447781'],
    ['  512-44-7781  ', '512447781'],
    ['001-01-0001', '001010001'],
    ['665-99-9999', '665999999'],
    ['667-01-0001', '667010001'],
    ['899-99-9999', '899999999'],
  ])('%j → %s', (input, digits) => {
    expect(parseSsn(input)).toEqual({ ok: true, value: digits });
  });
});

describe('parseSsn refuses', () => {
  it.each([
    ['', SSN_REQUIRED],
    ['   ', SSN_REQUIRED],
    ['000-12-3456', SSN_AREA],
    ['666-12-3456', SSN_AREA],
    ['900-12-3456', SSN_AREA],
    ['987-65-4321', SSN_AREA],
    ['999-99-9999', SSN_AREA],
    ['123-00-4567', SSN_GROUP],
    ['123-45-0000', SSN_SERIAL],
    ['12345678', SSN_FORMAT],
    ['1234567890', SSN_FORMAT],
    ['12-345-6789', SSN_FORMAT],
    ['1234-5-6789', SSN_FORMAT],
    ['123-45-678', SSN_FORMAT],
    ['123-45 6789', SSN_FORMAT],
    ['123 45-6789', SSN_FORMAT],
    ['123-456789', SSN_FORMAT],
    ['12345-6789', SSN_FORMAT],
    ['123--45-6789', SSN_FORMAT],
    ['123.45.6789', SSN_FORMAT],
    ['123/45/6789', SSN_FORMAT],
    ['12a-45-6789', SSN_FORMAT],
    ['abc-de-fghi', SSN_FORMAT],
    ['+123-45-6789', SSN_FORMAT],
    ['123_45_6789', SSN_FORMAT],
    ['123\t45\t6789', SSN_FORMAT],
  ])('%j: %s', (input, error) => {
    expect(parseSsn(input)).toEqual({ ok: false, error });
  });
});

describe('parseSsn refuses hostile input rather than normalising it', () => {
  it.each([
    ['NUL inside', '512-44\u0000-7781'],
    ['NUL at the end', '512-44-7781\u0000'],
    ['Arabic-Indic digits', '٥١٢-٤٤-٧٧٨١'],
    ['Extended Arabic-Indic digits', '۵۱۲-۴۴-۷۷۸۱'],
    ['Devanagari digits', '५१२-४४-७७८१'],
    ['fullwidth digits', '５１２-４４-７７８１'],
    ['a fullwidth dash', '512－44－7781'],
    ['a non-breaking space as separator', '512\u00a044\u00a07781'],
    ['a zero-width space', '512-44-7781\u200b'],
    ['a right-to-left override', '\u202e512-44-7781'],
    ['an overlong string of digits', '512447781'.repeat(1000)],
    ['an overlong padded string', `${' '.repeat(100)}512-44-7781`],
    ['a line break', '512-44-7781\n'.repeat(2)],
  ])('%s', (_, input) => {
    expect(parseSsn(input)).toEqual({ ok: false, error: SSN_FORMAT });
  });
});

describe('showing an SSN', () => {
  it('formats bare digits with dashes', () => {
    expect(formatSsn('512447781')).toBe('512-44-7781');
  });

  it('masks all but the last four', () => {
    expect(maskSsn('7781')).toBe('***-**-7781');
  });

  it.each([
    ['512-44-7781', '7781'],
    ['512 44 7781', '7781'],
    ['512447781', '7781'],
    ['666-44-7781', null],
    ['nonsense', null],
  ])('the last four of %j is %j', (input, last4) => {
    expect(ssnLastFour(input)).toBe(last4);
  });
});
