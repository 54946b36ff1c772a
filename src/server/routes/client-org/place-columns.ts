import { checkedAddress } from '../../../domain/resources/place-form';

/** A place's name and its address as the address check leaves it (the form's `check` has passed it). */
export function placeColumns(values: Record<string, unknown>) {
  const address = checkedAddress(values);
  if (!address) throw new Error('the form kit checks the address before writing');
  return { name: values.name, ...address };
}

/** A place's row as `placeColumns` writes it: its name and address columns. */
interface PlaceRow {
  name: string;
  street_address_line_1: string;
  street_address_line_2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** A place's name and its address as the API sends them (spec §3), from its row. */
export const placeDto = (r: PlaceRow): PlaceRow => ({
  name: r.name,
  street_address_line_1: r.street_address_line_1,
  street_address_line_2: r.street_address_line_2,
  city: r.city,
  state: r.state,
  zipcode: r.zipcode,
  country: r.country,
});
