import { checkId, idShape, type IdCheck } from './id-number';

export const SIN_REQUIRED = 'SIN is required';
export const SIN_FORMAT = 'SIN must be 9 digits, as 130 692 544';
export const SIN_FIRST_DIGIT = 'SIN cannot begin with 0 or 8';
export const SIN_CHECKSUM = 'Invalid SIN';

const SIN = idShape([3, 3, 3], ' ');

/** The Luhn check Canada puts on every SIN: double every second digit, the sum is a multiple of ten. */
function passesLuhn(digits: string): boolean {
  const sum = [...digits].reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0;
}

/**
 * A Canadian Social Insurance Number: 3-3-3 digits with an optional space or dash used throughout;
 * 0 and 8 are not issued as first digits; the Luhn check digit must hold.
 */
export function parseSin(value: string): IdCheck {
  return checkId(value, SIN, { required: SIN_REQUIRED, format: SIN_FORMAT }, (digits) => {
    if (digits.startsWith('0') || digits.startsWith('8')) return SIN_FIRST_DIGIT;
    return passesLuhn(digits) ? null : SIN_CHECKSUM;
  });
}

/** Nine bare digits as `130 692 544`. */
export const formatSin = SIN.format;

/** `*** **2 544` from the last four. */
export const maskSin = SIN.mask;
