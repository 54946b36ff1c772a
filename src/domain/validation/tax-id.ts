import { visibleTaxIdTypes, type Subject } from '../policy/capabilities';
import { formatEin, maskEin, parseEin } from './ein';
import { idFailure, type IdCheck } from './id-number';
import { formatItin, maskItin, parseItin } from './itin';
import { formatSin, maskSin, parseSin } from './sin';
import { formatSsn, maskSsn, parseSsn } from './ssn';

/**
 * The tax-id types the platform knows; a tenant's `tax_id_types` public global (spec §3) lists the
 * ones it uses. SIN is the Canadian one and is hidden per spec §5.
 */
export const taxIdTypes = ['ssn', 'itin', 'ein', 'sin'] as const;
export type TaxIdType = (typeof taxIdTypes)[number];

export const TAX_ID_TYPE_REQUIRED = 'Choose a tax ID type';
export const TAX_ID_TYPE_UNAVAILABLE = 'This tax ID type is not available';

type TaxIdKind = {
  label: string;
  country: 'US' | 'CA';
  parse: (value: string) => IdCheck;
  format: (digits: string) => string;
  mask: (last4: string) => string;
};

const KINDS: Record<TaxIdType, TaxIdKind> = {
  ssn: { label: 'SSN', country: 'US', parse: parseSsn, format: formatSsn, mask: maskSsn },
  itin: { label: 'ITIN', country: 'US', parse: parseItin, format: formatItin, mask: maskItin },
  ein: { label: 'EIN', country: 'US', parse: parseEin, format: formatEin, mask: maskEin },
  sin: { label: 'SIN', country: 'CA', parse: parseSin, format: formatSin, mask: maskSin },
};

export const isTaxIdType = (value: unknown): value is TaxIdType =>
  typeof value === 'string' && (taxIdTypes as readonly string[]).includes(value);

export const taxIdLabel = (type: TaxIdType) => KINDS[type].label;

/** The country whose tax authority issues the type: `US` or `CA`. */
export const taxIdCountry = (type: TaxIdType) => KINDS[type].country;

/**
 * The types a form offers this user: the tenant's configured ones that the platform knows, without
 * SIN unless the user is admin-like or their partner has Canada enabled (spec §5), and, when a
 * country is given (ISO alpha-2, as in an address), only that country's.
 */
export function offeredTaxIdTypes(
  user: Subject,
  configured: readonly string[],
  country?: string,
): TaxIdType[] {
  return visibleTaxIdTypes(user, configured)
    .filter(isTaxIdType)
    .filter((type) => country === undefined || KINDS[type].country === country);
}

/** The message for a chosen type the form did not offer (the server's check of the same rule), or null. */
export function taxIdTypeError(type: string, offered: readonly TaxIdType[]): string | null {
  if (type === '') return TAX_ID_TYPE_REQUIRED;
  return isTaxIdType(type) && offered.includes(type) ? null : TAX_ID_TYPE_UNAVAILABLE;
}

/** Checks a tax id by its type; the value is the bare digits to seal and store. */
export function parseTaxId(type: string, value: string): IdCheck {
  return isTaxIdType(type) ? KINDS[type].parse(value) : idFailure(TAX_ID_TYPE_REQUIRED);
}

/** Bare digits written the way the type is written: `123-45-6789`, `12-3456789`, `130 692 544`. */
export const formatTaxId = (type: TaxIdType, digits: string) => KINDS[type].format(digits);

/** How a stored tax id is shown from its kept last four. */
export const maskTaxId = (type: TaxIdType, last4: string) => KINDS[type].mask(last4);
