import { z } from 'zod';
import { Note } from '../contracts/notes';
import { NOTE_SUBJECTS } from '../notes/subjects';
import { canUseNotes } from '../policy/capabilities';
import { defineResource } from './define';
import { defineForm } from './form';
import { notesQuery } from './notes-query';

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

export const NOTE_MAX = 5000;

/** A note on a record: `POST /v2/notes`; its author may correct the text (`PATCH`). */
export const notesForm = defineForm({
  input: z.object({
    subject_type: z.enum(NOTE_SUBJECTS, 'Choose what the note is about'),
    subject_id: z.uuid('Choose what the note is about'),
    body: z
      .string()
      .trim()
      .min(1, 'Note is required')
      .max(NOTE_MAX, `At most ${NOTE_MAX} characters`),
  }),
  fields: [{ name: 'body', label: 'Note', kind: 'textarea', required: true, maxLength: NOTE_MAX }],
  may: { create: canUseNotes, update: canUseNotes },
});
