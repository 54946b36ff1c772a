import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Note } from '../../../domain/contracts/notes';
import { canUseNotes } from '../../../domain/policy/capabilities';
import { notesForm, notesResource } from '../../../domain/resources/notes';
import type { notesQuery } from '../../../domain/resources/notes-query';
import type { Db } from '../../db/client';
import { notes, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerForm, type FormServer } from '../../kit/form';
import { registerList } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { forbidden } from '../../lib/errors';
import { visibleSubject } from './subjects';
import { tableQuery } from '../../kit/table-query';

const rows = (db: Db) =>
  db
    .select({ n: notes, first: users.first_name, last: users.last_name })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.author_user_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Notes carry their subject's partner or EOR, so the kit scopes them like their subjects. */
export const notesServer: ResourceServer<Row, Note, typeof notesQuery> = {
  query: {
    rows,
    ...tableQuery(notes),
    filters: { subject_type: notes.subject_type, subject_id: notes.subject_id, body: notes.body },
    sorts: { created_at: [notes.created_at] },
  },
  scope: { partner_id: notes.partner_id, eor_id: notes.eor_id },
  toDto: ({ n, first, last }) => ({
    id: n.id,
    subject_type: n.subject_type as Note['subject_type'],
    subject_id: n.subject_id,
    body: n.body,
    author_name: [first, last].filter(Boolean).join(' ') || '--',
    created_at: n.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof notesForm.input>;

const notesFormServer: FormServer<Input> = {
  async create(tx, user, input) {
    const tenancy = await visibleSubject(tx, user, input.subject_type, input.subject_id);
    const [row] = await tx
      .insert(notes)
      .values({ ...input, ...tenancy, author_user_id: user.id })
      .returning({ id: notes.id });
    return row!.id;
  },
  async update(tx, user, id, patch) {
    const [note] = await tx.select().from(notes).where(eq(notes.id, id));
    // A note is its author's word: others add their own rather than change it.
    if (note?.author_user_id !== user.id) throw forbidden('Only its author may change a note');
    // What a note is about stays: only its text is corrected.
    if (patch.body !== undefined)
      await tx.update(notes).set({ body: patch.body }).where(eq(notes.id, id));
  },
};

const access = { allowed: canUseNotes, message: 'You are not allowed to see notes' };

export const notesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, notesResource, notesServer, {
    path: notesResource.apiPath,
    summary:
      'Notes you may see, newest first; with subject_type and subject_id one record’s notes (404 when you cannot see that record)',
    access,
    async check(db, user, q) {
      if (q.subject_type && q.subject_id)
        await visibleSubject(db, user, q.subject_type, q.subject_id);
    },
  });
  registerForm(app, deps, notesResource, notesForm, notesServer, notesFormServer);
};
