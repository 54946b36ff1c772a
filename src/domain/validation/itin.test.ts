import { expect, it } from 'vitest';
import {
  formatItin,
  ITIN_AREA,
  ITIN_FORMAT,
  ITIN_GROUP,
  ITIN_REQUIRED,
  maskItin,
  parseItin,
} from './itin';

it.each([
  ['912-70-1234', { ok: true, value: '912701234' }],
  ['900 50 0000', { ok: true, value: '900500000' }],
  ['999650001', { ok: true, value: '999650001' }],
  ['912-88-1234', { ok: true, value: '912881234' }],
  ['912-90-1234', { ok: true, value: '912901234' }],
  ['912-92-1234', { ok: true, value: '912921234' }],
  ['912-94-1234', { ok: true, value: '912941234' }],
  ['912-99-1234', { ok: true, value: '912991234' }],
  ['', { ok: false, error: ITIN_REQUIRED }],
  ['512-70-1234', { ok: false, error: ITIN_AREA }],
  ['912-49-1234', { ok: false, error: ITIN_GROUP }],
  ['912-66-1234', { ok: false, error: ITIN_GROUP }],
  ['912-69-1234', { ok: false, error: ITIN_GROUP }],
  ['912-89-1234', { ok: false, error: ITIN_GROUP }],
  ['912-93-1234', { ok: false, error: ITIN_GROUP }],
  ['912-00-1234', { ok: false, error: ITIN_GROUP }],
  ['912-70 1234', { ok: false, error: ITIN_FORMAT }],
  ['912-7-1234', { ok: false, error: ITIN_FORMAT }],
  ['٩١٢-٧٠-١٢٣٤', { ok: false, error: ITIN_FORMAT }],
  ['912-70-1234\u0000', { ok: false, error: ITIN_FORMAT }],
])('%j → %j', (input, result) => {
  expect(parseItin(input)).toEqual(result);
});

it('formats and masks like an SSN', () => {
  expect(formatItin('912701234')).toBe('912-70-1234');
  expect(maskItin('1234')).toBe('***-**-1234');
});
