import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { Db } from '../../server/db/client';
import { assignments, clients, contractors } from '../../server/db/schema';
import { findVisible } from '../../server/kit/list';
import { notFound } from '../../server/lib/errors';
import { assignmentsServer } from '../assignments/server';
import { clientsServer } from '../clients/server';
import { contractorsServer } from '../contractors/server';
import type { NoteSubject } from './subjects';

/** Each subject's table (its tenant columns) and whether the caller sees a row, by its resource's kit scope. */
const SUBJECTS = {
  clients: {
    table: clients,
    sees: (db: Db, u: User, id: string) => findVisible(db, u, clientsServer, id),
  },
  contractors: {
    table: contractors,
    sees: (db: Db, u: User, id: string) => findVisible(db, u, contractorsServer, id),
  },
  assignments: {
    table: assignments,
    sees: (db: Db, u: User, id: string) => findVisible(db, u, assignmentsServer, id),
  },
} as const;

/**
 * The subject as the caller sees it through its resource's scope, with the partner or EOR a note
 * on it belongs to; another tenant's record, or one that does not exist, is a 404.
 */
export async function visibleSubject(db: Db, user: User, type: NoteSubject, id: string) {
  const { table, sees } = SUBJECTS[type];
  if (!(await sees(db, user, id))) throw notFound();
  const [tenancy] = await db
    .select({ partner_id: table.partner_id, eor_id: table.eor_id })
    .from(table)
    .where(eq(table.id, id));
  if (!tenancy) throw notFound();
  return tenancy;
}
