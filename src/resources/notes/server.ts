import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { canUseNotes } from '../../domain/policy/capabilities';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm, type FormServer } from '../../server/kit/form';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { forbidden } from '../../server/lib/errors';
import { notesResource, type Note } from './contract';
import { notesForm } from './form';
import type { notesQuery } from './query';
import { visibleSubject } from './subjects.server';
import { notes } from './table';

const rows = (db: Db) =>
  db
    .select({ n: notes, first: users.first_name, last: users.last_name })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.author_user_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Notes carry their subject's partner or EOR, so the kit scopes them like their subjects. */
const notesServer: ResourceServer<Row, Note, typeof notesQuery> = {
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

const notesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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

export const notesPart: ResourceServerPart = { routes: notesRoutes, subscribers: [] };
