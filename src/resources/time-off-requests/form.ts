import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { canRequestTimeOff } from '../pto/policy';
import { defineForm } from '../../domain/resources/form';
import { RequestedHours } from './contract';

/** `/time_off_requests/new` (`?id=` changes a pending one): POST and PATCH `/v2/time_off_requests`. */
export const timeOffRequestsForm = defineForm({
  input: z.object({
    balance_id: z.uuid('Choose a PTO balance'),
    start_date: IsoDate,
    end_date: IsoDate,
    hours_hundredths: RequestedHours,
    notes: z.string().trim().max(1000, 'At most 1000 characters').nullable().optional(),
  }),
  fields: [
    {
      name: 'balance_id',
      label: 'PTO',
      kind: 'reference',
      apiPath: '/pto_rules_accruals',
      sort: 'contractor',
      labelField: 'label',
      required: true,
      only: 'create',
    },
    { name: 'start_date', label: 'First day', kind: 'date', required: true },
    { name: 'end_date', label: 'Last day', kind: 'date', required: true },
    {
      name: 'hours_hundredths',
      label: 'Hours',
      kind: 'hours',
      required: true,
      hint: 'The hours of work taken off, e.g. 16.00 for two days',
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', maxLength: 1000 },
  ],
  may: { create: canRequestTimeOff, update: canRequestTimeOff },
  check: (r): Record<string, string> =>
    typeof r.start_date === 'string' && typeof r.end_date === 'string' && r.end_date < r.start_date
      ? { end_date: 'The last day is on or after the first' }
      : {},
});
