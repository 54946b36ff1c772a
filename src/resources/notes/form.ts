import { z } from 'zod';
import { canUseNotes } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';
import { NOTE_SUBJECTS } from './subjects';

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
