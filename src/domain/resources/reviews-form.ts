import { z } from 'zod';
import { canWriteReviews } from '../policy/reviews';
import { RATING } from '../reviews/vocabulary';
import { defineForm } from './form';

/** `/reviews/create` (`?id=` edits one while pending or processing): POST and PATCH `/v2/reviews`. */
export const reviewsForm = defineForm({
  input: z.object({
    review_type_id: z.uuid('Choose a review type'),
    contractor_id: z.uuid('Choose a contractor'),
    rating: z
      .number('Enter a rating from 1 to 5')
      .int('Enter a whole number from 1 to 5')
      .min(RATING.min, 'Enter a rating from 1 to 5')
      .max(RATING.max, 'Enter a rating from 1 to 5')
      .nullable()
      .optional(),
    notes: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
  }),
  fields: [
    { name: 'review_type_id', label: 'Review type', kind: 'reference', apiPath: '/review_types', sort: 'name', labelField: 'name', required: true, only: 'create' },
    { name: 'contractor_id', label: 'Contractor', kind: 'reference', apiPath: '/contractors', sort: 'name', labelField: 'name', required: true, only: 'create' },
    { name: 'rating', label: 'Rating', kind: 'integer', hint: 'From 1 to 5; needed before it goes for approval' },
    { name: 'notes', label: 'Notes', kind: 'textarea', maxLength: 2000 },
  ],
  may: { create: canWriteReviews, update: canWriteReviews },
});
