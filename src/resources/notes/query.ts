import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';
import { NOTE_SUBJECTS } from './subjects';

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
