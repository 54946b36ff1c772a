import { z } from 'zod';
import { isAdmin } from '../policy/capabilities';
import type { FormField } from './form';

/**
 * The employer a payroll configuration row belongs to. Partner and EOR staff write their own (the
 * server sets it from the user); only an admin names a partner.
 */
export const employerInput = { partner_id: z.uuid('Choose a partner').nullable().optional() };

export const employerField: FormField = {
  name: 'partner_id',
  label: 'Partner',
  kind: 'reference',
  apiPath: '/partners',
  sort: 'entity_name',
  labelField: 'entity_name',
  required: true,
  only: 'create',
  shownTo: isAdmin,
};

/** Select options from a list of values and their labels. */
export const optionsOf =
  <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  () =>
    values.map((value) => ({ value, label: labels[value] }));
