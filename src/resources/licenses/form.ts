import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { contractorField } from '../../domain/resources/contractor-field';
import { defineForm } from '../../domain/resources/form';
import { usStates } from '../../domain/validation/regions';
import { canKeepLicenses } from './policy';

const states = Object.keys(usStates) as [string, ...string[]];

/** A license cannot lapse before it was issued. */
function licenseIssues(input: Record<string, unknown>): Record<string, string> {
  const { issued_on, expires_on } = input;
  return typeof issued_on === 'string' && typeof expires_on === 'string' && expires_on < issued_on
    ? { expires_on: 'The license cannot expire before it was issued' }
    : {};
}

/** `/licenses/new` (`?id=` edits one): POST and PATCH `/v2/licenses`. */
export const licensesForm = defineForm({
  input: z.object({
    contractor_id: z.uuid('Choose a contractor'),
    license_type: z
      .string()
      .trim()
      .min(1, 'License type is required')
      .max(100, 'At most 100 characters'),
    number: z.string().trim().min(1, 'Number is required').max(50, 'At most 50 characters'),
    state: z.enum(states, 'Choose the issuing state'),
    issued_on: IsoDate.nullable().optional(),
    expires_on: IsoDate,
  }),
  fields: [
    contractorField,
    {
      name: 'license_type',
      label: 'License type',
      kind: 'text',
      required: true,
      maxLength: 100,
      hint: 'e.g. Registered Nurse, Class A CDL',
    },
    { name: 'number', label: 'License number', kind: 'text', required: true, maxLength: 50 },
    {
      name: 'state',
      label: 'Issuing state',
      kind: 'select',
      required: true,
      options: () =>
        Object.entries(usStates).map(([value, name]) => ({ value, label: `${value} — ${name}` })),
    },
    { name: 'issued_on', label: 'Issued on', kind: 'date' },
    { name: 'expires_on', label: 'Expires on', kind: 'date', required: true },
  ],
  may: { create: canKeepLicenses, update: canKeepLicenses },
  check: licenseIssues,
});
