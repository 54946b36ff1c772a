import { checkId, idShape, type IdCheck } from './id-number';

export const ITIN_REQUIRED = 'ITIN is required';
export const ITIN_FORMAT = 'ITIN must be 9 digits, as 912-70-1234';
export const ITIN_AREA = 'ITIN must begin with 9';
export const ITIN_GROUP = 'ITIN middle digits must be 50 to 65, 70 to 88, 90 to 92 or 94 to 99';

const ITIN = idShape([3, 2, 4], '-');

/** The IRS issues ITINs only with these middle two digits. */
const ITIN_GROUPS: readonly (readonly [number, number])[] = [
  [50, 65],
  [70, 88],
  [90, 92],
  [94, 99],
];

/**
 * An ITIN, the tax id of people who cannot get an SSN: written like an SSN, always beginning with 9
 * (the area an SSN never has), with a middle group from the IRS's ranges.
 */
export function parseItin(value: string): IdCheck {
  return checkId(value, ITIN, { required: ITIN_REQUIRED, format: ITIN_FORMAT }, (digits) => {
    if (!digits.startsWith('9')) return ITIN_AREA;
    const group = Number(digits.slice(3, 5));
    return ITIN_GROUPS.some(([low, high]) => group >= low && group <= high) ? null : ITIN_GROUP;
  });
}

/** Nine bare digits as `912-70-1234`. */
export const formatItin = ITIN.format;

/** `***-**-1234` from the last four. */
export const maskItin = ITIN.mask;
