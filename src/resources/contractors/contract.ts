import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { contractorsQuery } from './query';

/** One contractor as the API sends it (spec §3 Contractor); personal data is null for viewers spec §6 hides it from. */
export const Contractor = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  corp_to_corp: z.boolean(),
  requires_w2_onboard: z.boolean(),
  /** Onboarding steps done and required (spec §3 Requirements). */
  steps_completed: z.number().int(),
  steps_required: z.number().int(),
  /** `***-**-1234`, or null when unknown or hidden. */
  ssn_masked: z.string().nullable(),
  created_at: z.string(),
});
export type Contractor = z.infer<typeof Contractor>;

export const contractorsResource = defineResource({
  name: 'contractors',
  apiPath: '/contractors',
  specPaths: ['/contractors', '/contractors/{id}'],
  labels: { singular: 'Contractor', plural: 'Contractors' },
  item: Contractor,
  query: contractorsQuery,
  csv: [
    { header: 'id', value: (c) => c.id },
    { header: 'name', value: (c) => c.name },
    { header: 'email', value: (c) => c.email },
    { header: 'partner', value: (c) => c.partner_name },
    { header: 'corp_to_corp', value: (c) => c.corp_to_corp },
    { header: 'requires_w2_onboard', value: (c) => c.requires_w2_onboard },
    { header: 'steps_completed', value: (c) => c.steps_completed },
    { header: 'steps_required', value: (c) => c.steps_required },
    { header: 'created_at', value: (c) => c.created_at },
  ],
  actions: {},
});
