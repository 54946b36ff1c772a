import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { licensesQuery } from './query';

/** One worker's professional license as the API sends it. */
export const License = z.object({
  id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  license_type: z.string(),
  number: z.string(),
  state: z.string(),
  issued_on: z.string().nullable(),
  expires_on: z.string(),
  created_at: z.string(),
});
export type License = z.infer<typeof License>;

/** /licenses: workers' professional licenses, soonest to expire first. */
export const licensesResource = defineResource({
  name: 'licenses',
  apiPath: '/licenses',
  specPaths: ['/licenses'],
  detailPath: '/licenses/{id}',
  labels: {
    singular: 'License',
    plural: 'Licenses',
    caption: "Workers' professional licenses",
  },
  item: License,
  query: licensesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'license_type', value: (r) => r.license_type },
    { header: 'number', value: (r) => r.number },
    { header: 'state', value: (r) => r.state },
    { header: 'issued_on', value: (r) => r.issued_on },
    { header: 'expires_on', value: (r) => r.expires_on },
  ],
  actions: {},
});
