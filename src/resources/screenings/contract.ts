import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { SCREENING_STATUSES, SCREENING_TYPES } from './kinds';
import { screeningsQuery } from './query';

/** One screening as the API sends it: what was ordered for whom, from which provider, and its result. */
export const Screening = z.object({
  id: z.string(),
  type: z.enum(SCREENING_TYPES),
  contractor_id: z.string(),
  contractor_name: z.string(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  provider: z.string(),
  status: z.enum(SCREENING_STATUSES),
  result: z.string().nullable(),
  ordered_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Screening = z.infer<typeof Screening>;

export const OrderScreening = z.object({ type: z.enum(SCREENING_TYPES) });
/** Where the browser goes next: the provider's page (the demo's is the return URL itself). */
export const ScreeningOrdered = z.object({ id: z.string(), redirect_url: z.string() });
export const CompleteScreening = z.object({ reference: z.string().min(1).max(200) });
export type ScreeningOrdered = z.infer<typeof ScreeningOrdered>;

/** Screenings (background check, drug test, training, health check) ordered for onboarding. */
export const screeningsResource = defineResource({
  name: 'screenings',
  apiPath: '/screenings',
  specPaths: ['/screenings', '/screenings/{id}'],
  labels: { singular: 'Screening', plural: 'Screenings' },
  item: Screening,
  query: screeningsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'type', value: (r) => r.type },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'partner', value: (r) => r.partner_name ?? '' },
    { header: 'provider', value: (r) => r.provider },
    { header: 'status', value: (r) => r.status },
    { header: 'result', value: (r) => r.result ?? '' },
    { header: 'ordered_at', value: (r) => r.ordered_at },
    { header: 'completed_at', value: (r) => r.completed_at ?? '' },
  ],
  actions: {},
});
