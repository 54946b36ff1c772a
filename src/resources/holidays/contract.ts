import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { holidaysQuery } from './query';

/** A paid holiday an employer added to the federal ones. */
export const Holiday = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  date: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type Holiday = z.infer<typeof Holiday>;

export const holidaysResource = defineResource({
  name: 'holidays',
  apiPath: '/holidays',
  specPaths: ['/holidays'],
  detailPath: '/holidays/{id}',
  labels: {
    singular: 'Holiday',
    plural: 'Holidays',
    caption: 'Holidays the employer added',
    empty: 'No added holidays match these filters.',
    count: ['added holiday', 'added holidays'],
  },
  item: Holiday,
  query: holidaysQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'date', value: (r) => r.date },
    { header: 'name', value: (r) => r.name },
  ],
  actions: {},
});
