import { z } from 'zod';
import { POSTER_AUDIENCES } from '../labor-posters/audiences';

/** One workplace poster as the API sends it (spec §7 "labor posters"). */
export const LaborPoster = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  law: z.string(),
  agency: z.string(),
  audience: z.enum(POSTER_AUDIENCES),
  who_must_post: z.string(),
  min_employees: z.number().int().nullable(),
  url: z.string(),
});
export type LaborPoster = z.infer<typeof LaborPoster>;
