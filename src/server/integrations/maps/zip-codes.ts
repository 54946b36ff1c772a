import type { ZipCode } from 'zipcodes';
import { fold } from '../../../domain/validation/address';

/** The offline US ZIP code data set, indexed once for prefix searches (42,555 codes). */
export interface ZipIndex {
  byZip: ReadonlyMap<string, ZipCode>;
  /** Every ZIP code, in order, for a prefix search by digits. */
  zips: readonly string[];
  /** One entry per city and state (its lowest ZIP code), by folded name, for a prefix search by words. */
  cities: readonly { key: string; place: ZipCode }[];
  /** The ZIP codes of each city, by folded `CITY|STATE`. */
  zipsOfCity: ReadonlyMap<string, readonly string[]>;
}

export const cityKey = (city: string, state: string) => `${fold(city)}|${state.toUpperCase()}`;

/** The order the prefix searches' binary search compares in (`<` on strings), not the locale's. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function build(codes: Record<string, ZipCode>): ZipIndex {
  // The package also carries Canadian codes; the demo service is the US data set only.
  const us = Object.values(codes)
    .filter((c) => c.country === 'US')
    .sort((a, b) => byCodeUnits(a.zip, b.zip));
  const zipsOfCity = new Map<string, string[]>();
  const cities: { key: string; place: ZipCode }[] = [];
  for (const c of us) {
    const key = cityKey(c.city, c.state);
    const known = zipsOfCity.get(key);
    if (known) known.push(c.zip);
    else {
      zipsOfCity.set(key, [c.zip]);
      cities.push({ key: fold(c.city), place: c });
    }
  }
  cities.sort((a, b) => byCodeUnits(a.key, b.key) || byCodeUnits(a.place.state, b.place.state));
  return {
    byZip: new Map(us.map((c) => [c.zip, c])),
    zips: us.map((c) => c.zip),
    cities,
    zipsOfCity,
  };
}

let index: Promise<ZipIndex> | null = null;

/** Loaded at the first address looked up, not at start: the data set is 5 MB of JavaScript. */
export function zipIndex(): Promise<ZipIndex> {
  index ??= import('zipcodes').then((m) => build(m.codes));
  return index;
}
