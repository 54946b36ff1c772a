import type { FormField } from './form';

/** The worker a record is filed for: chosen once, on create, from the contractors the user may list. */
export const contractorField: FormField = {
  name: 'contractor_id',
  label: 'Contractor',
  kind: 'reference',
  apiPath: '/contractors',
  sort: 'name',
  labelField: 'name',
  required: true,
  only: 'create',
};
