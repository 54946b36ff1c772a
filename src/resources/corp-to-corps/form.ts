import { z } from 'zod';
import { canManageCorpToCorps, isAdmin } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';
import { parseEin } from '../../domain/validation/ein';

/** The corp-to-corp form (`/corp_to_corps/new`, edit at `?id=`): POST and PATCH `/v2/corp_to_corps`. */
export const corpToCorpsForm = defineForm({
  input: z.object({
    entity_name: z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
    tax_id: z.string().superRefine((value, ctx) => {
      const checked = parseEin(value);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.error });
    }),
    /** Only an admin names the partner; a partner's or an EOR's vendor is its own. */
    partner_id: z.uuid('Choose a partner').nullable().optional(),
  }),
  fields: [
    { name: 'entity_name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'tax_id',
      label: 'EIN',
      kind: 'text',
      required: true,
      maxLength: 32,
      hint: 'Nine digits, as 12-3456789',
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
  may: { create: canManageCorpToCorps, update: canManageCorpToCorps },
});
