import { Client } from '../contracts/clients';
import { clientsQuery } from './clients-query';
import { defineResource } from './define';

export const clientsResource = defineResource({
  name: 'clients',
  apiPath: '/clients',
  specPaths: ['/clients', '/clients/{id}'],
  labels: { singular: 'Client', plural: 'Clients' },
  item: Client,
  query: clientsQuery,
  csv: [
    { header: 'id', value: (c) => c.id },
    { header: 'entity_name', value: (c) => c.entity_name },
    { header: 'partner', value: (c) => c.partner_name },
    { header: 'can_create_assignment', value: (c) => c.can_create_assignment },
    { header: 'show_contractor_personal', value: (c) => c.show_contractor_personal },
    { header: 'requires_signature_for_approval', value: (c) => c.requires_signature_for_approval },
    { header: 'created_at', value: (c) => c.created_at },
  ],
  actions: {},
});
