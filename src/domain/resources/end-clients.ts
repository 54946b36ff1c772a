import { EndClient } from '../contracts/end-clients';
import { defineResource } from './define';
import { endClientsQuery } from './end-clients-query';

export const endClientsResource = defineResource({
  name: 'end_clients',
  apiPath: '/end_clients',
  specPaths: ['/end_clients', '/end_clients/{id}'],
  labels: { singular: 'End client', plural: 'End clients' },
  item: EndClient,
  query: endClientsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'entity_name', value: (r) => r.entity_name },
    { header: 'client', value: (r) => r.client_name },
    { header: 'contact_email', value: (r) => r.contact_email },
    { header: 'street_address_line_1', value: (r) => r.street_address_line_1 },
    { header: 'city', value: (r) => r.city },
    { header: 'state', value: (r) => r.state },
    { header: 'zipcode', value: (r) => r.zipcode },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
