import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { POSTER_AUDIENCES } from './audiences';
import { laborPostersQuery } from './query';

/** One workplace poster as the API sends it (spec §7 "labor posters"). */
export const LaborPoster = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  law: z.string(),
  agency: z.string(),
  audience: z.enum(POSTER_AUDIENCES),
  who_must_post: z.string(),
  min_employees: z.number().int().nullable(),
  url: z.string(),
});
export type LaborPoster = z.infer<typeof LaborPoster>;

/** The federal workplace posters: a read-only platform list every signed-in user reads. */
export const laborPostersResource = defineResource({
  name: 'labor_posters',
  apiPath: '/labor_posters',
  specPaths: ['/labor_posters'],
  labels: {
    singular: 'Labor poster',
    plural: 'Labor posters',
    count: ['poster', 'posters'],
  },
  item: LaborPoster,
  query: laborPostersQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'code', value: (r) => r.code },
    { header: 'title', value: (r) => r.title },
    { header: 'law', value: (r) => r.law },
    { header: 'agency', value: (r) => r.agency },
    { header: 'audience', value: (r) => r.audience },
    { header: 'who_must_post', value: (r) => r.who_must_post },
    { header: 'min_employees', value: (r) => r.min_employees },
    { header: 'url', value: (r) => r.url },
  ],
  actions: {},
});
