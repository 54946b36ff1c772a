import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { salesPartnersQuery } from './query';

/** One sales partner as the API sends it, with the partners it referred (by name). */
export const SalesPartner = z.object({
  id: z.string(),
  entity_name: z.string(),
  partners: z.array(z.object({ id: z.string(), entity_name: z.string() })),
  created_at: z.string(),
});
export type SalesPartner = z.infer<typeof SalesPartner>;

export const salesPartnersResource = defineResource({
  name: 'sales_partners',
  apiPath: '/sales_partners',
  specPaths: ['/sales_partners', '/sales_partners/{id}'],
  labels: {
    singular: 'Sales partner',
    plural: 'Sales partners',
    title: 'Sales Partners',
    caption: 'Sales Partners',
  },
  item: SalesPartner,
  query: salesPartnersQuery,
  csv: [
    { header: 'id', value: (s) => s.id },
    { header: 'entity_name', value: (s) => s.entity_name },
    { header: 'partners_referred', value: (s) => s.partners.map((p) => p.entity_name).join('; ') },
    { header: 'created_at', value: (s) => s.created_at },
  ],
  actions: {},
});
