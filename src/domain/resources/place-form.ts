import { z } from 'zod';
import { canEditClientRecords } from '../policy/org-data';
import { addressFields, parseAddress, type AddressInput } from '../validation/address';
import { defineForm, type FormField } from './form';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const REQUIRED = (label: string) => `${label} is required`;

/** The address as typed, for parseAddress: only text is read (the schema has refused the rest). */
const addressOf = (input: Record<string, unknown>): AddressInput =>
  Object.fromEntries(addressFields.map((f) => [f, typeof input[f] === 'string' ? input[f] : null]));

/** Spec §3 address through the one address check: its message on each field it faults. */
export const addressCheck = (input: Record<string, unknown>): Record<string, string> => {
  const checked = parseAddress(addressOf(input));
  return checked.ok ? {} : { ...checked.errors };
};

/** The checked address to store (state and country as codes, spaces folded), or null when refused. */
export const checkedAddress = (input: Record<string, unknown>) => {
  const checked = parseAddress(addressOf(input));
  return checked.ok ? checked.value : null;
};

export const addressFormFields: FormField[] = [
  {
    name: 'street_address_line_1',
    label: 'Street address',
    kind: 'text',
    required: true,
    maxLength: 100,
  },
  { name: 'street_address_line_2', label: 'Street address line 2', kind: 'text', maxLength: 100 },
  { name: 'city', label: 'City', kind: 'place', required: true, maxLength: 60 },
  {
    name: 'state',
    label: 'State',
    kind: 'text',
    hint: 'A state or province, by code or name',
    maxLength: 60,
  },
  {
    name: 'zipcode',
    label: 'ZIP code',
    kind: 'text',
    hint: 'ZIP code or postal code',
    maxLength: 12,
  },
  {
    name: 'country',
    label: 'Country',
    kind: 'select',
    required: true,
    options: () => [
      { value: 'US', label: 'United States' },
      { value: 'CA', label: 'Canada' },
    ],
  },
];

/**
 * A client's place with a name and an address (work locations, departments): its client when
 * added (kept after), then the name and spec §3 address, checked by parseAddress in the browser
 * and on the server alike. Admins and partner staff for their own clients (`canEditClientRecords`).
 */
export const placeForm = (noun: string) =>
  defineForm({
    input: z.object({
      client_id: z.uuid('Choose a client'),
      name: text(100).min(1, REQUIRED('Name')),
      street_address_line_1: text(400),
      street_address_line_2: text(400).nullable().optional(),
      city: text(400),
      state: text(400).nullable().optional(),
      zipcode: text(400).nullable().optional(),
      country: text(8),
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
        name: 'name',
        label: 'Name',
        kind: 'text',
        required: true,
        maxLength: 100,
        hint: `The ${noun}'s name as people know it`,
      },
      ...addressFormFields,
    ],
    may: { create: canEditClientRecords, update: canEditClientRecords },
    check: addressCheck,
  });
