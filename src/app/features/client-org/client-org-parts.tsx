import type { Address } from '../../../domain/validation/address';
import type { Column, ListLinks } from '../../components/kit/data-table';
import type { Field } from '../../components/kit/field-list';
import { SpaLink } from '../../components/nav/spa-link';

export const linkClass = 'text-brand underline-offset-2 hover:underline';

/**
 * The client a record belongs to, linking to the list narrowed to that client. Left out for a
 * client's own users, who only ever see their company's.
 */
export const clientColumn = <Item extends { client_id: string; client_name: string }>(
  plural: string,
): Column<Item> => ({
  header: 'Client',
  cell: (r: Item, links: ListLinks) => (
    <SpaLink
      href={links.withFilter({ client_id: r.client_id })}
      className={linkClass}
      aria-label={`Only ${plural} of ${r.client_name}`}
    >
      {r.client_name}
    </SpaLink>
  ),
});

/** The client filter: a choice of the clients in the caller's scope, or the chip a row's link sets. */
export const clientFilter = <Item extends { client_id: string; client_name: string }>() => ({
  label: 'Client',
  nameIn: (r: Item) => [r.client_id, r.client_name] as const,
});

/** An address as detail fields, in spec §3's order; '--' for an empty second line. */
export const addressFields = (a: Address): Field[] => [
  ['Street address', a.street_address_line_1],
  ['Street address line 2', a.street_address_line_2 ?? '--'],
  ['City', a.city],
  [a.country === 'CA' ? 'Province' : 'State', a.state],
  [a.country === 'US' ? 'ZIP code' : 'Postal code', a.zipcode],
  ['Country', a.country],
];
