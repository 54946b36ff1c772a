import { Review } from '../contracts/reviews';
import { reviewActionMeta } from '../policy/reviews';
import { defineResource } from './define';
import { reviewsQuery } from './reviews-query';

export const reviewsResource = defineResource({
  name: 'reviews',
  apiPath: '/reviews',
  specPaths: ['/reviews', '/reviews/{id}', '/reviews/create'],
  labels: { singular: 'Review', plural: 'Reviews' },
  item: Review,
  query: reviewsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'review_type', value: (r) => r.review_type_name },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'reviewer', value: (r) => r.reviewer_name },
    { header: 'rating', value: (r) => r.rating },
    { header: 'status', value: (r) => r.status },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: reviewActionMeta,
});
