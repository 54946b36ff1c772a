import { expect, it } from 'vitest';
import { EIN_FORMAT, EIN_REQUIRED, formatEin, maskEin, parseEin } from './ein';

it.each([
  ['12-3456789', { ok: true, value: '123456789' }],
  ['12 3456789', { ok: true, value: '123456789' }],
  ['123456789', { ok: true, value: '123456789' }],
  [' 98-7654321 ', { ok: true, value: '987654321' }],
  ['', { ok: false, error: EIN_REQUIRED }],
  ['  ', { ok: false, error: EIN_REQUIRED }],
  ['123-456789', { ok: false, error: EIN_FORMAT }],
  ['12-345-6789', { ok: false, error: EIN_FORMAT }],
  ['12-345678', { ok: false, error: EIN_FORMAT }],
  ['12-34567890', { ok: false, error: EIN_FORMAT }],
  ['12--3456789', { ok: false, error: EIN_FORMAT }],
  ['12_3456789', { ok: false, error: EIN_FORMAT }],
  ['AB-3456789', { ok: false, error: EIN_FORMAT }],
  ['12-3456789\u0000', { ok: false, error: EIN_FORMAT }],
  ['١٢-٣٤٥٦٧٨٩', { ok: false, error: EIN_FORMAT }],
  ['１２-３４５６７８９', { ok: false, error: EIN_FORMAT }],
  ['1'.repeat(10_000), { ok: false, error: EIN_FORMAT }],
])('%j → %j', (input, result) => {
  expect(parseEin(input)).toEqual(result);
});

it('formats and masks', () => {
  expect(formatEin('123456789')).toBe('12-3456789');
  expect(maskEin('6789')).toBe('**-***6789');
});
