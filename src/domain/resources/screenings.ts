import { Screening } from '../contracts/screenings';
import { defineResource } from './define';
import { screeningsQuery } from './screenings-query';

/** Screenings (background check, drug test, training, health check) ordered for onboarding. */
export const screeningsResource = defineResource({
  name: 'screenings',
  apiPath: '/screenings',
  specPaths: ['/screenings', '/screenings/{id}'],
  labels: { singular: 'Screening', plural: 'Screenings' },
  item: Screening,
  query: screeningsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'type', value: (r) => r.type },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'partner', value: (r) => r.partner_name ?? '' },
    { header: 'provider', value: (r) => r.provider },
    { header: 'status', value: (r) => r.status },
    { header: 'result', value: (r) => r.result ?? '' },
    { header: 'ordered_at', value: (r) => r.ordered_at },
    { header: 'completed_at', value: (r) => r.completed_at ?? '' },
  ],
  actions: {},
});
