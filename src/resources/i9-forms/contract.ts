import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { I9_STATUSES } from './form';
import { i9FormsQuery } from './query';

/**
 * A worker's I-9 as the API sends it: the fixed fields below, and the answers of section 1 and of
 * section 2 (once signed) beside them. The A-Number is only masked.
 */
export const I9Form = z.looseObject({
  id: z.uuid(),
  contractor_id: z.uuid(),
  worker_name: z.string(),
  partner_id: z.uuid().nullable(),
  partner_name: z.string().nullable(),
  status: z.enum(I9_STATUSES),
  section1_signed_at: z.string(),
  section2_signed_at: z.string().nullable(),
  created_at: z.string(),
});
export type I9Form = z.infer<typeof I9Form>;

/** /i9_forms ("I9 Forms"): workers' I-9s; section 2 pending shows until the employer signs it. */
export const i9FormsResource = defineResource({
  name: 'i9_forms',
  apiPath: '/i9_forms',
  specPaths: ['/i9_forms', '/i9_forms/{id}'],
  labels: {
    singular: 'I-9 form',
    plural: 'I9 Forms',
    noun: 'I-9 forms',
    empty: 'No I-9 forms yet.',
  },
  item: I9Form,
  query: i9FormsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'worker', value: (r) => r.worker_name },
    { header: 'partner', value: (r) => r.partner_name },
    { header: 'status', value: (r) => r.status },
    { header: 'section1_signed_at', value: (r) => r.section1_signed_at },
    { header: 'section2_signed_at', value: (r) => r.section2_signed_at },
  ],
  actions: {},
});

/** Section 2's PATCH path: `/v2/i9_forms/section2/{id}`. */
export const i9Section2Resource = { ...i9FormsResource, apiPath: '/i9_forms/section2' as const };
