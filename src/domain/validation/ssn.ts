import { checkId, idShape, type IdCheck } from './id-number';

/** The spec (§5) gives the SSN's rules but no texts; these say which rule failed. */
export const SSN_REQUIRED = 'SSN is required';
export const SSN_FORMAT = 'SSN must be 9 digits, as 123-45-6789';
export const SSN_AREA = 'SSN cannot begin with 000, 666 or 900 to 999';
export const SSN_GROUP = 'SSN cannot have 00 as its middle two digits';
export const SSN_SERIAL = 'SSN cannot end in 0000';

const SSN = idShape([3, 2, 4], '-');

/**
 * Spec §5: three, two and four digits with an optional dash or space between (the same one both
 * times); area 000, 666 and 9xx, group 00 and serial 0000 are never issued. The value is the nine
 * bare digits, the form to seal and store.
 */
export function parseSsn(value: string): IdCheck {
  return checkId(value, SSN, { required: SSN_REQUIRED, format: SSN_FORMAT }, (digits) => {
    const area = digits.slice(0, 3);
    if (area === '000' || area === '666' || area.startsWith('9')) return SSN_AREA;
    if (digits.slice(3, 5) === '00') return SSN_GROUP;
    return digits.endsWith('0000') ? SSN_SERIAL : null;
  });
}

/** Nine bare digits as `123-45-6789`. */
export const formatSsn = SSN.format;

/** How a stored SSN is shown without step-up: `***-**-6789` from the kept last four. */
export const maskSsn = SSN.mask;

/** The last four digits of a valid SSN, the only part kept in clear (`ssn_last4`); null when invalid. */
export function ssnLastFour(value: string): string | null {
  const ssn = parseSsn(value);
  return ssn.ok ? ssn.value.slice(-4) : null;
}
