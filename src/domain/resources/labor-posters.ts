import { LaborPoster } from '../contracts/labor-posters';
import { defineResource } from './define';
import { laborPostersQuery } from './labor-posters-query';

/** The federal workplace posters: a read-only platform list every signed-in user reads. */
export const laborPostersResource = defineResource({
  name: 'labor_posters',
  apiPath: '/labor_posters',
  specPaths: ['/labor_posters'],
  labels: { singular: 'Labor poster', plural: 'Labor posters' },
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
