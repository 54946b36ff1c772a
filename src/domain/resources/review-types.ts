import { ReviewType } from '../contracts/reviews';
import { defineResource } from './define';
import { reviewTypesQuery } from './review-types-query';

export const reviewTypesResource = defineResource({
  name: 'review_types',
  apiPath: '/review_types',
  specPaths: ['/review_types', '/review_types/{id}'],
  labels: { singular: 'Review type', plural: 'Review types' },
  item: ReviewType,
  query: reviewTypesQuery,
  csv: [
    { header: 'id', value: (t) => t.id },
    { header: 'name', value: (t) => t.name },
    { header: 'subject_kind', value: (t) => t.subject_kind },
    { header: 'description', value: (t) => t.description },
    { header: 'partner', value: (t) => t.partner_name },
  ],
  actions: {},
});
