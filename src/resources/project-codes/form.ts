import { z } from 'zod';
import { canEditClientRecords } from '../../domain/policy/org-data';
import { defineForm } from '../../domain/resources/form';

/** New and Edit of /project_codes: POST and PATCH `/v2/project_codes`; a code is unique per client. */
export const projectCodesForm = defineForm({
  input: z.object({
    client_id: z.uuid('Choose a client'),
    code: z
      .string()
      .trim()
      .min(1, 'Code is required')
      .max(40, 'At most 40 characters')
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._ -]*$/,
        'Use letters, digits, spaces, dots, dashes and underscores',
      ),
    description: z.string().trim().max(200, 'At most 200 characters').nullable().optional(),
    active: z.boolean().optional(),
  }),
  fields: [
    {
      name: 'client_id',
      label: 'Client',
      kind: 'reference',
      apiPath: '/clients',
      sort: 'entity_name',
      labelField: 'entity_name',
      required: true,
      only: 'create',
    },
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      maxLength: 40,
      hint: 'Unique within the client, e.g. GLX-OPS-100',
    },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 200 },
    { name: 'active', label: 'Active', kind: 'checkbox', hint: 'Time can be booked to it.' },
  ],
  may: { create: canEditClientRecords, update: canEditClientRecords },
});
