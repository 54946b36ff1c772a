import type { ZipCode } from 'zipcodes';
import { ADDRESS_SUGGESTIONS, type SuggestedPlace } from '../../../domain/addresses/place';
import { fold } from '../../../domain/validation/address';
import { cityKey, zipIndex, type ZipIndex } from './zip-codes';

const place = (c: ZipCode): SuggestedPlace => ({
  city: c.city,
  state: c.state,
  zipcode: c.zip,
  country: 'US',
});

/** The first `limit` entries of a sorted list that start with `prefix`, by binary search. */
function startingWith<T>(
  list: readonly T[],
  keyOf: (t: T) => string,
  prefix: string,
  limit: number,
) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keyOf(list[mid] as T) < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: T[] = [];
  for (let i = lo; i < list.length && found.length < limit; i++) {
    const item = list[i] as T;
    if (!keyOf(item).startsWith(prefix)) break;
    found.push(item);
  }
  return found;
}

function suggestFrom(ix: ZipIndex, query: string): SuggestedPlace[] {
  const q = query.trim();
  if (/^\d{1,5}/.test(q)) {
    return startingWith(ix.zips, (z) => z, q.slice(0, 5), ADDRESS_SUGGESTIONS).flatMap((z) => {
      const c = ix.byZip.get(z);
      return c ? [place(c)] : [];
    });
  }
  // "Springfield, IL" narrows a city's name to one state.
  const [name = '', state = ''] = q.split(',').map((part) => fold(part.trim()));
  if (!name) return [];
  const wanted = state ? (e: { place: ZipCode }) => e.place.state.startsWith(state) : () => true;
  const matches: SuggestedPlace[] = [];
  for (const e of startingWith(ix.cities, (e) => e.key, name, Number.POSITIVE_INFINITY)) {
    if (matches.length >= ADDRESS_SUGGESTIONS) break;
    if (wanted(e)) matches.push(place(e.place));
  }
  return matches;
}

/**
 * What the data set says of a city, state and ZIP code typed together: null when they agree or
 * when it cannot tell (a ZIP code it does not hold, a place name it does not know), else the
 * place the ZIP code belongs to. A city the data set names differently (a neighbourhood's own
 * name) is not refused: only a state that is not the ZIP's, or a known city the ZIP is not in.
 */
function disagreementIn(
  ix: ZipIndex,
  address: { city: string; state: string; zipcode: string },
): SuggestedPlace | null {
  const c = ix.byZip.get(address.zipcode.slice(0, 5));
  if (!c) return null;
  if (c.state !== address.state.toUpperCase()) return place(c);
  if (fold(address.city) === fold(c.city)) return null;
  const zipsOfCity = ix.zipsOfCity.get(cityKey(address.city, address.state));
  return zipsOfCity && !zipsOfCity.includes(c.zip) ? place(c) : null;
}

/** The maps service on this machine: places from the offline US ZIP code data set (`zipcodes`). */
export const demoMaps = {
  suggest: async (query: string) => suggestFrom(await zipIndex(), query),
  disagreement: async (address: { city: string; state: string; zipcode: string }) =>
    disagreementIn(await zipIndex(), address),
};
export type MapsService = typeof demoMaps;
