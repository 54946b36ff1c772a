import { TaxForm } from '../contracts/tax-forms';
import { defineResource } from './define';
import { taxFormsQuery } from './tax-forms-query';

/** /forms: workers' W-4 and W-9 forms; a worker sees their own, their partner's staff and admins all. */
export const taxFormsResource = defineResource({
  name: 'forms',
  apiPath: '/forms',
  specPaths: ['/forms', '/forms/{id}', '/forms/new/{type}'],
  labels: { singular: 'Tax form', plural: 'Tax forms' },
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
