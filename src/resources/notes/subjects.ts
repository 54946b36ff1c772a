/** What a note can be about: the records whose detail pages show notes. Free of zod for the routes. */
export const NOTE_SUBJECTS = ['clients', 'contractors', 'assignments'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];
