import { z } from 'zod';
import { holidayOn } from '../../domain/billing/holidays';
import { IsoDate } from '../../domain/contracts/calendar';
import { canManagePayrollConfig } from '../../domain/policy/payroll-config';
import { employerField, employerInput } from '../../domain/resources/employer-field';
import { defineForm } from '../../domain/resources/form';

/** A federal holiday is paid already: adding it again would say nothing new. */
export function holidayIssues(input: Record<string, unknown>): Record<string, string> {
  const date = input.date;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return {};
  const federal = holidayOn(date);
  return federal ? { date: `${federal} is already a paid federal holiday` } : {};
}

/** `/holidays/new` (`?id=` edits one): POST and PATCH `/v2/holidays`. */
export const holidaysForm = defineForm({
  input: z.object({
    date: IsoDate,
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    ...employerInput,
  }),
  fields: [
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    employerField,
  ],
  may: { create: canManagePayrollConfig, update: canManagePayrollConfig },
  check: holidayIssues,
});
