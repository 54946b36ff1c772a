import { NOTE_SUBJECTS } from '../notes/subjects';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Newest first: a subject's notes read as a log, /notes as what happened lately. */
export const notesQuery = {
  filters: {
    subject_type: { kind: 'enum', values: NOTE_SUBJECTS },
    subject_id: { kind: 'uuid' },
    body: { kind: 'text', max: 100 },
  },
  sorts: ['created_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type NoteQuery = ListQuery<typeof notesQuery>;
export type NoteSearch = ListSearch<typeof notesQuery>;
