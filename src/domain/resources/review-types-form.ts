import { z } from 'zod';
import { isAdmin } from '../policy/capabilities';
import { canManageReviewTypes } from '../policy/reviews';
import { reviewSubjectKindLabels, reviewSubjectKinds } from '../reviews/vocabulary';
import { defineForm } from './form';

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
      options: () => reviewSubjectKinds.map((value) => ({ value, label: reviewSubjectKindLabels[value] })),
      required: true,
    },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 1000 },
    { name: 'partner_id', label: 'Partner', kind: 'reference', apiPath: '/partners', sort: 'entity_name', labelField: 'entity_name', required: true, only: 'create', shownTo: isAdmin },
  ],
  may: { create: canManageReviewTypes, update: canManageReviewTypes },
});
