import { z } from 'zod';
import { canManageClients, isAdmin } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';

/** `/create_client` and its edit (`?id=`): POST and PATCH `/v2/clients`. */
export const clientsForm = defineForm({
  input: z.object({
    entity_name: z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
    /** Only an admin names the partner; a partner's or an EOR's client is its own. */
    partner_id: z.uuid('Choose a partner').nullable().optional(),
    can_create_assignment: z.boolean().optional(),
    show_contractor_personal: z.boolean().optional(),
    requires_signature_for_approval: z.boolean().optional(),
  }),
  fields: [
    { name: 'entity_name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
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
    {
      name: 'requires_signature_for_approval',
      label: 'Signature required before approval',
      kind: 'checkbox',
      hint: 'The client signs each timesheet before it can be approved.',
    },
    {
      name: 'can_create_assignment',
      label: 'May add assignments',
      kind: 'checkbox',
      hint: 'Its owner may add assignments, contractors and jobs.',
    },
    {
      name: 'show_contractor_personal',
      label: 'Sees contractor personal data',
      kind: 'checkbox',
      hint: 'Email, IP address and location of the contractors working for it.',
    },
  ],
  may: { create: canManageClients, update: canManageClients },
});
