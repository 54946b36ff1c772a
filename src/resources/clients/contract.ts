import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { clientsQuery } from './query';

/** One client as the API sends it (spec §3 Client), with the partner it works through. */
export const Client = z.object({
  id: z.string(),
  entity_name: z.string(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.string().nullable(),
  can_create_assignment: z.boolean(),
  show_contractor_personal: z.boolean(),
  requires_signature_for_approval: z.boolean(),
  created_at: z.string(),
});
export type Client = z.infer<typeof Client>;

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
