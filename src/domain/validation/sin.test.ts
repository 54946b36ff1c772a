import { expect, it } from 'vitest';
import {
  formatSin,
  maskSin,
  parseSin,
  SIN_CHECKSUM,
  SIN_FIRST_DIGIT,
  SIN_FORMAT,
  SIN_REQUIRED,
} from './sin';

it.each([
  ['130 692 544', { ok: true, value: '130692544' }],
  ['130-692-544', { ok: true, value: '130692544' }],
  ['130692544', { ok: true, value: '130692544' }],
  ['193 456 787', { ok: true, value: '193456787' }],
  ['', { ok: false, error: SIN_REQUIRED }],
  ['130 692 545', { ok: false, error: SIN_CHECKSUM }],
  ['123 456 789', { ok: false, error: SIN_CHECKSUM }],
  ['046 454 286', { ok: false, error: SIN_FIRST_DIGIT }],
  ['800 000 002', { ok: false, error: SIN_FIRST_DIGIT }],
  ['130 692-544', { ok: false, error: SIN_FORMAT }],
  ['130 69 2544', { ok: false, error: SIN_FORMAT }],
  ['13069254', { ok: false, error: SIN_FORMAT }],
  ['A30 692 544', { ok: false, error: SIN_FORMAT }],
  ['١٣٠ ٦٩٢ ٥٤٤', { ok: false, error: SIN_FORMAT }],
  ['130 692 544\u0000', { ok: false, error: SIN_FORMAT }],
])('%j → %j', (input, result) => {
  expect(parseSin(input)).toEqual(result);
});

it('formats and masks in threes', () => {
  expect(formatSin('130692544')).toBe('130 692 544');
  expect(maskSin('2544')).toBe('*** **2 544');
});
