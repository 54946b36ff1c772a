import { z } from 'zod';

/** What one worker earned under one PTO rule in one pay period (hours in hundredths). */
export const PtoAccrual = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  rule_id: z.uuid(),
  rule_name: z.string(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  worked_hundredths: z.number().int(),
  accrued_hundredths: z.number().int(),
  forfeited_hundredths: z.number().int(),
});
export type PtoAccrual = z.infer<typeof PtoAccrual>;
