import { z } from 'zod';
import { isAdmin } from '../../domain/policy/capabilities';
import { canCreateContractors } from '../../domain/policy/team';
import { defineForm } from '../../domain/resources/form';

/** `/create_contractor`: POST /v2/contractors creates the contractor, its user and its steps, and mails the invite. */
export const contractorsForm = defineForm({
  input: z.object({
    first_name: z
      .string()
      .trim()
      .min(1, 'First name is required')
      .max(100, 'At most 100 characters'),
    last_name: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
    email: z.email('Enter a valid email address').max(254, 'At most 254 characters'),
    requires_w2_onboard: z.boolean().optional(),
    /** Only an admin names the partner; everyone else's contractor is their own company's. */
    partner_id: z.uuid('Choose a partner').nullable().optional(),
  }),
  fields: [
    { name: 'first_name', label: 'First name', kind: 'text', required: true, maxLength: 100 },
    { name: 'last_name', label: 'Last name', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      required: true,
      only: 'create',
      hint: 'The invitation to choose a password and start onboarding goes to this address.',
    },
    {
      name: 'requires_w2_onboard',
      label: 'W-2 onboarding',
      kind: 'checkbox',
      only: 'create',
      hint: 'An employee: adds the I-9, direct deposit and handbook steps to onboarding.',
    },
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
  may: { create: canCreateContractors, update: canCreateContractors },
});
