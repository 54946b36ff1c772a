import type { Address } from '../validation/address';
import type { CsvColumn } from './define';

/** The CSV columns of a record with a spec §3 address, in the spec's order. */
export const addressCsv = <Item extends Address>(): CsvColumn<Item>[] => [
  { header: 'street_address_line_1', value: (r) => r.street_address_line_1 },
  { header: 'street_address_line_2', value: (r) => r.street_address_line_2 },
  { header: 'city', value: (r) => r.city },
  { header: 'state', value: (r) => r.state },
  { header: 'zipcode', value: (r) => r.zipcode },
  { header: 'country', value: (r) => r.country },
];
