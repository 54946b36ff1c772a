import { z } from 'zod';
import { CLASSIFICATION_BASES } from '../jobs/classification-bases';
import { jobClassifications } from '../jobs/classifications';

/** One worker classification decision as the API sends it. */
export const WorkerClassification = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  classification: z.enum(jobClassifications),
  basis: z.enum(CLASSIFICATION_BASES),
  reasoning: z.string(),
  determined_on: z.string(),
  determined_by_name: z.string(),
  created_at: z.string(),
});
export type WorkerClassification = z.infer<typeof WorkerClassification>;
