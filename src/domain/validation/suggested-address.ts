import {
  fold,
  formatAddress,
  parseAddress,
  type Address,
  type AddressField,
  type AddressInput,
} from './address';

/**
 * Spec §8 says only that address errors may carry a suggested address. These are the texts shown
 * with one: the message (which the §8 message extraction shows as it is) and the two choices.
 */
export const ADDRESS_NOT_VERIFIED = 'We could not verify this address.';
export const USE_SUGGESTED_ADDRESS = 'Use suggested address';
export const KEEP_ENTERED_ADDRESS = 'Keep my address';

/** The error's body: `message` as every error has, carrying the checked suggestion. */
export type SuggestedAddressError = { message: string; suggested_address: Address };

/** USPS standard abbreviations (Publication 28) for the words address services shorten. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ALLEY: 'ALY',
  APARTMENT: 'APT',
  AVENUE: 'AVE',
  BOULEVARD: 'BLVD',
  BUILDING: 'BLDG',
  CIRCLE: 'CIR',
  COURT: 'CT',
  CROSSING: 'XING',
  DEPARTMENT: 'DEPT',
  DRIVE: 'DR',
  EXPRESSWAY: 'EXPY',
  FLOOR: 'FL',
  FREEWAY: 'FWY',
  HIGHWAY: 'HWY',
  LANE: 'LN',
  PARKWAY: 'PKWY',
  PLACE: 'PL',
  ROAD: 'RD',
  ROOM: 'RM',
  SQUARE: 'SQ',
  STREET: 'ST',
  SUITE: 'STE',
  TERRACE: 'TER',
  TRAIL: 'TRL',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
};

/** Words as a service would write them: no case, accents or punctuation, standard abbreviations. */
const words = (value: string | null) =>
  fold(value ?? '')
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');

/** A ZIP+4 the service adds to the entered five digits is no change worth asking about. */
function sameZip(a: Address, b: Address): boolean {
  if (a.zipcode === b.zipcode) return true;
  if (a.country !== 'US' || b.country !== 'US') return false;
  const [short, long] =
    a.zipcode.length < b.zipcode.length ? [a.zipcode, b.zipcode] : [b.zipcode, a.zipcode];
  return short.length === 5 && long.startsWith(`${short}-`);
}

/**
 * The parts a suggestion really changes. Spelling that only differs in case, accents, punctuation or
 * USPS abbreviations is the same address; so are street lines the service merely re-split (a unit
 * moved from line 2 to line 1).
 */
export function changedAddressFields(entered: Address, suggested: Address): AddressField[] {
  const changed: AddressField[] = [];
  const streets = (a: Address) =>
    words(`${a.street_address_line_1} ${a.street_address_line_2 ?? ''}`);
  if (streets(entered) !== streets(suggested)) {
    if (words(entered.street_address_line_1) !== words(suggested.street_address_line_1))
      changed.push('street_address_line_1');
    if (words(entered.street_address_line_2) !== words(suggested.street_address_line_2))
      changed.push('street_address_line_2');
  }
  if (words(entered.city) !== words(suggested.city)) changed.push('city');
  if (entered.state !== suggested.state) changed.push('state');
  if (!sameZip(entered, suggested)) changed.push('zipcode');
  if (entered.country !== suggested.country) changed.push('country');
  return changed;
}

export const suggestedAddressMessage = (suggested: Address) =>
  `${ADDRESS_NOT_VERIFIED} Did you mean ${formatAddress(suggested)}?`;

/**
 * Whether to refuse an entered address in favour of an address service's suggestion, and the error
 * to answer if so: only when there is a suggestion, it is itself a valid address (a broken answer
 * from the service is never offered), and it changes something that matters.
 */
export function suggestedAddressError(
  entered: Address,
  suggestion: AddressInput | null | undefined,
): SuggestedAddressError | null {
  if (!suggestion) return null;
  const suggested = parseAddress(suggestion);
  if (!suggested.ok || changedAddressFields(entered, suggested.value).length === 0) return null;
  return { message: suggestedAddressMessage(suggested.value), suggested_address: suggested.value };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const asText = (value: unknown) => (typeof value === 'string' ? value : null);

/** The suggestion a failed request's body carries, checked like any address; null when it has none or a broken one. */
export function suggestedAddressOf(body: unknown): Address | null {
  if (!isRecord(body) || !isRecord(body.suggested_address)) return null;
  const s = body.suggested_address;
  const checked = parseAddress({
    street_address_line_1: asText(s.street_address_line_1),
    street_address_line_2: asText(s.street_address_line_2),
    city: asText(s.city),
    state: asText(s.state),
    zipcode: asText(s.zipcode),
    country: asText(s.country),
  });
  return checked.ok ? checked.value : null;
}
