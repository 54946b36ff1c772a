import { z } from 'zod';
import { SCREENING_STATUSES, SCREENING_TYPES } from '../screenings/screening-types';

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
