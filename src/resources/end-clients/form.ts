import { z } from 'zod';
import { canManageClients } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';
import { usStates } from '../../domain/validation/regions';

const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullable().optional();

/** The end client form (`/end_clients/new`, edit at `?id=`): POST and PATCH `/v2/end_clients`. */
export const endClientsForm = defineForm({
  input: z.object({
    client_id: z.uuid('Choose a client'),
    entity_name: z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
    contact_email: z.email('Enter an email address such as name@example.com').nullable().optional(),
    street_address_line_1: optionalText(100),
    city: optionalText(60),
    state: z
      .enum(Object.keys(usStates) as [string, ...string[]], 'Choose a US state')
      .nullable()
      .optional(),
    zipcode: z
      .string()
      .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits or ZIP+4, as 12345 or 12345-6789')
      .nullable()
      .optional(),
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
    { name: 'entity_name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
    { name: 'contact_email', label: 'Contact email', kind: 'email', maxLength: 254 },
    { name: 'street_address_line_1', label: 'Street address', kind: 'text', maxLength: 100 },
    { name: 'city', label: 'City', kind: 'place', maxLength: 60 },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      options: () => Object.entries(usStates).map(([value, label]) => ({ value, label })),
    },
    { name: 'zipcode', label: 'ZIP code', kind: 'text', maxLength: 10 },
  ],
  // The people who keep a client's settings keep the companies it serves.
  may: { create: canManageClients, update: canManageClients },
});
