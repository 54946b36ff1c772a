import { expect, it } from 'vitest';
import { twoFactorCodeError } from './two-factor-code';

it.each([
  ['', 'Code is required'],
  ['   ', 'Code is required'],
  ['12345', 'Invalid code'],
  ['1234567', 'Invalid code'],
  ['12a456', 'Invalid code'],
  ['١٢٣٤٥٦', 'Invalid code'],
  ['123456', null],
])('%j → %s', (value, message) => {
  expect(twoFactorCodeError(value)).toBe(message);
});
