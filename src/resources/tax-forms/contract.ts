import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { TAX_FORM_TYPES } from '../../domain/onboarding/tax-forms';
import { taxFormsQuery } from './query';

/**
 * A worker's signed tax form as the API sends it: the fixed fields below, and the form's answers
 * (filing status, address, …) beside them; the taxpayer number only masked.
 */
export const TaxForm = z.looseObject({
  id: z.uuid(),
  form_type: z.enum(TAX_FORM_TYPES),
  contractor_id: z.uuid(),
  worker_name: z.string(),
  partner_id: z.uuid().nullable(),
  partner_name: z.string().nullable(),
  /** `***-**-6789` or `**-***6789`. */
  tin_masked: z.string().nullable(),
  signature_name: z.string(),
  signed_at: z.string(),
  created_at: z.string(),
});
export type TaxForm = z.infer<typeof TaxForm>;

/** /forms: workers' W-4 and W-9 forms; a worker sees their own, their partner's staff and admins all. */
export const taxFormsResource = defineResource({
  name: 'forms',
  apiPath: '/forms',
  specPaths: ['/forms', '/forms/{id}', '/forms/new/{type}'],
  labels: {
    singular: 'Tax form',
    plural: 'Tax forms',
    title: 'Forms',
    noun: 'forms',
    empty: 'No tax forms yet.',
    count: ['form', 'forms'],
  },
  item: TaxForm,
  query: taxFormsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'form', value: (r) => r.form_type },
    { header: 'worker', value: (r) => r.worker_name },
    { header: 'partner', value: (r) => r.partner_name },
    { header: 'tin', value: (r) => r.tin_masked },
    { header: 'signed_by', value: (r) => r.signature_name },
    { header: 'signed_at', value: (r) => r.signed_at },
  ],
  actions: {},
});

/** Each form's own path for its POST and PATCH: `/v2/forms/w4`, `/v2/forms/w9`. */
export const taxFormResourceOf = (type: 'w4' | 'w9') => ({
  ...taxFormsResource,
  apiPath: `/forms/${type}` as const,
});
