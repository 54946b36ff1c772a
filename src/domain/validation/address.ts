import { caProvinces, countryCodes, usStates } from './regions';

/** Spec §3's address. */
export const addressFields = [
  'street_address_line_1',
  'street_address_line_2',
  'city',
  'state',
  'zipcode',
  'country',
] as const;
export type AddressField = (typeof addressFields)[number];

/** A checked address: text trimmed and NFC, state and country as codes, line 2 null when empty. */
export type Address = {
  street_address_line_1: string;
  street_address_line_2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
};
export type AddressInput = Partial<Record<AddressField, string | null>>;
export type AddressErrors = Partial<Record<AddressField, string>>;
export type AddressCheck = { ok: true; value: Address } | { ok: false; errors: AddressErrors };

export const MAX_STREET = 100;
export const MAX_CITY = 60;
export const MAX_REGION = 60;
export const MAX_POSTAL = 12;
/** Room for a two-letter code with stray spaces; longer input is no country code and is not read. */
const MAX_COUNTRY_INPUT = 8;

export const COUNTRY_REQUIRED = 'Country is required';
export const COUNTRY_UNKNOWN = 'Choose a country';
export const COUNTRY_UNAVAILABLE = 'Addresses in this country are not accepted';
export const US_STATE_UNKNOWN = 'Choose a US state';
export const CA_PROVINCE_UNKNOWN = 'Choose a Canadian province or territory';
export const ZIP_FORMAT = 'ZIP code must be 5 digits or ZIP+4, as 12345 or 12345-6789';
export const CA_POSTAL_FORMAT = 'Postal code must be as A1A 1A1';
export const CA_POSTAL_PROVINCE = 'Postal code does not match the province';
export const POSTAL_FORMAT = 'Postal code may hold only letters, digits, spaces and dashes';

const required = (label: string) => `${label} is required`;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const disallowed = (label: string) => `${label} contains characters that are not allowed`;

/**
 * Control, surrogate, private-use and invisible format characters (NUL, bidi overrides, zero-width
 * space) have no place in an address and can disguise one. Tabs and line breaks from a paste become
 * spaces; the joiners stay, as some scripts need them.
 */
const HOSTILE = /(?![\t\n\r])\p{Cc}|[\p{Cs}\p{Co}]|(?![\u200c\u200d])\p{Cf}/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

type Text = { ok: true; value: string } | { ok: false; error: string };

/**
 * A free-text part: refused when hostile or too long (measured before any work, so a huge value is
 * not normalised first), else NFC with runs of whitespace made one space. Text with no letter or
 * digit is treated as missing. NFC, unlike NFKC, never turns other scripts' digits into ASCII ones.
 */
function text(raw: string | null | undefined, label: string, max: number): Text {
  const value = raw ?? '';
  if (value.length > max * 4) return { ok: false, error: tooLong(label, max) };
  if (HOSTILE.test(value)) return { ok: false, error: disallowed(label) };
  const clean = value.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (clean.length > max) return { ok: false, error: tooLong(label, max) };
  return { ok: true, value: HAS_WORD.test(clean) ? clean : '' };
}

/** Letters without accents and in upper case, to match typed words against a list or a suggestion. */
export const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

export function regionCode(
  value: string,
  regions: Readonly<Record<string, string | { name: string }>>,
): string | null {
  const wanted = fold(value);
  if (Object.hasOwn(regions, wanted)) return wanted;
  const named = Object.entries(regions).find(
    ([, r]) => fold(typeof r === 'string' ? r : r.name) === wanted,
  );
  return named ? named[0] : null;
}

type Place = { state: string; zipcode: string; errors: AddressErrors };

/** US: a state, DC or territory by code or name; a five-digit ZIP or ZIP+4. */
function usPlace(state: string, zip: string): Place {
  const errors: AddressErrors = {};
  const code = state === '' ? null : regionCode(state, usStates);
  if (state === '') errors.state = required('State');
  else if (code === null) errors.state = US_STATE_UNKNOWN;
  const m = /^(\d{5})(?:[- ]?(\d{4}))?$/.exec(zip);
  if (zip === '') errors.zipcode = required('ZIP code');
  else if (!m || m[1] === '00000') errors.zipcode = ZIP_FORMAT;
  const zipcode = m ? (m[2] ? `${m[1]}-${m[2]}` : (m[1] ?? '')) : zip;
  return { state: code ?? state, zipcode, errors };
}

/** Canada: a province or territory; `A1A 1A1` without the letters Canada Post never uses, starting with the province's letter. */
function caPlace(state: string, postal: string): Place {
  const errors: AddressErrors = {};
  const code = state === '' ? null : regionCode(state, caProvinces);
  if (state === '') errors.state = required('Province');
  else if (code === null) errors.state = CA_PROVINCE_UNKNOWN;
  const m = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/.exec(
    postal.toUpperCase(),
  );
  if (postal === '') errors.zipcode = required('Postal code');
  else if (!m) errors.zipcode = CA_POSTAL_FORMAT;
  else if (code !== null && !caProvinces[code]?.postal.includes(postal[0]?.toUpperCase() ?? '')) {
    errors.zipcode = CA_POSTAL_PROVINCE;
  }
  return { state: code ?? state, zipcode: m ? `${m[1]} ${m[2]}` : postal, errors };
}

/** Elsewhere the region is optional and the postal code, when there is one, is letters, digits, spaces and dashes. */
function otherPlace(state: string, postal: string): Place {
  const errors: AddressErrors = {};
  if (postal !== '' && !/^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/.test(postal))
    errors.zipcode = POSTAL_FORMAT;
  return { state, zipcode: postal.toUpperCase(), errors };
}

/** An ISO alpha-2 code, any case; anything else (names, hostile text) is not a country code. */
function countryError(
  code: string,
  raw: string,
  countries: readonly string[] | undefined,
): string | undefined {
  if (raw.trim() === '') return required('Country');
  if (!countryCodes.has(code)) return COUNTRY_UNKNOWN;
  return countries && !countries.includes(code) ? COUNTRY_UNAVAILABLE : undefined;
}

/**
 * Checks an address the way the browser's form and the server both do. `countries` limits the
 * accepted countries (ISO alpha-2), e.g. without CA where Canada is not enabled.
 */
export function parseAddress(
  input: AddressInput,
  options: { countries?: readonly string[] } = {},
): AddressCheck {
  const rawCountry = input.country ?? '';
  const country = rawCountry.length <= MAX_COUNTRY_INPUT ? rawCountry.trim().toUpperCase() : '';
  const errors: AddressErrors = {};
  const countryProblem = countryError(country, rawCountry, options.countries);
  if (countryProblem) errors.country = countryProblem;

  const read = (field: AddressField, label: string, max: number) => {
    const t = text(input[field], label, max);
    if (t.ok) return t.value;
    errors[field] = t.error;
    return null;
  };
  const line1 = read('street_address_line_1', 'Street address', MAX_STREET);
  const line2 = read('street_address_line_2', 'Street address line 2', MAX_STREET);
  const city = read('city', 'City', MAX_CITY);
  const state = read('state', country === 'CA' ? 'Province' : 'State', MAX_REGION);
  const zip = read('zipcode', country === 'US' ? 'ZIP code' : 'Postal code', MAX_POSTAL);
  if (line1 === '') errors.street_address_line_1 = required('Street address');
  if (city === '') errors.city = required('City');

  const placeOf = country === 'US' ? usPlace : country === 'CA' ? caPlace : otherPlace;
  const place = placeOf(state ?? '', zip ?? '');
  // A part already refused keeps its own message rather than the place's view of it.
  Object.assign(errors, { ...place.errors, ...errors });

  if (Object.keys(errors).length > 0 || line1 === null || city === null)
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      street_address_line_1: line1,
      street_address_line_2: line2 || null,
      city,
      state: place.state,
      zipcode: place.zipcode,
      country,
    },
  };
}

/** One line, as an address is shown in a list or a message: `500 Main St, Apt 2, Springfield, IL 62701, US`. */
export function formatAddress(address: Address): string {
  const { street_address_line_1, street_address_line_2, city, state, zipcode, country } = address;
  return [street_address_line_1, street_address_line_2, city, `${state} ${zipcode}`.trim(), country]
    .filter((part) => part)
    .join(', ');
}
