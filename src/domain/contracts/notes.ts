import { z } from 'zod';
import { NOTE_SUBJECTS } from '../notes/subjects';

/** One note as the API sends it: who wrote what, when, about which record. */
export const Note = z.object({
  id: z.string(),
  subject_type: z.enum(NOTE_SUBJECTS),
  subject_id: z.string(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type Note = z.infer<typeof Note>;
