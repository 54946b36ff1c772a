import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { notesQuery } from './query';
import { NOTE_SUBJECTS } from './subjects';

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

export const notesResource = defineResource({
  name: 'notes',
  apiPath: '/notes',
  specPaths: ['/notes'],
  labels: { singular: 'Note', plural: 'Notes' },
  item: Note,
  query: notesQuery,
  csv: [
    { header: 'id', value: (n) => n.id },
    { header: 'subject_type', value: (n) => n.subject_type },
    { header: 'subject_id', value: (n) => n.subject_id },
    { header: 'author', value: (n) => n.author_name },
    { header: 'body', value: (n) => n.body },
    { header: 'created_at', value: (n) => n.created_at },
  ],
  actions: {},
});
