import { z } from 'zod';
import { isAdmin } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';
import { canManageReviewTypes, canWriteReviews } from './policy';
import { RATING, reviewSubjectKindLabels, reviewSubjectKinds } from './query';

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
    {
      name: 'review_type_id',
      label: 'Review type',
      kind: 'reference',
      apiPath: '/review_types',
      sort: 'name',
      labelField: 'name',
      required: true,
      only: 'create',
    },
    {
      name: 'contractor_id',
      label: 'Contractor',
      kind: 'reference',
      apiPath: '/contractors',
      sort: 'name',
      labelField: 'name',
      required: true,
      only: 'create',
    },
    {
      name: 'rating',
      label: 'Rating',
      kind: 'integer',
      hint: 'From 1 to 5; needed before it goes for approval',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', maxLength: 2000 },
  ],
  may: { create: canWriteReviews, update: canWriteReviews },
});

/** `/review_types/new` (`?id=` edits one): POST and PATCH `/v2/review_types`. */
export const reviewTypesForm = defineForm({
  input: z.object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    subject_kind: z.enum(reviewSubjectKinds, 'Choose what it reviews'),
    description: z.string().trim().max(1000, 'At most 1000 characters').nullable().optional(),
    /** Only an admin names the partner; everyone else's review types are their own. */
    partner_id: z.uuid('Choose a partner').nullable().optional(),
  }),
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'subject_kind',
      label: 'What it reviews',
      kind: 'select',
      options: () =>
        reviewSubjectKinds.map((value) => ({ value, label: reviewSubjectKindLabels[value] })),
      required: true,
    },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 1000 },
    {
      name: 'partner_id',
      label: 'Partner',
      kind: 'reference',
      apiPath: '/partners',
      sort: 'entity_name',
      labelField: 'entity_name',
      required: true,
      only: 'create',
      shownTo: isAdmin,
    },
  ],
  may: { create: canManageReviewTypes, update: canManageReviewTypes },
});
