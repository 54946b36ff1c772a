import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { endClientsQuery } from './query';

/** One end client as the API sends it: the company a staffing client places its contractors with. */
export const EndClient = z.object({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  partner_id: z.string().nullable(),
  entity_name: z.string(),
  contact_email: z.string().nullable(),
  street_address_line_1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  created_at: z.string(),
});
export type EndClient = z.infer<typeof EndClient>;

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
