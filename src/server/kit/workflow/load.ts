import { and, eq } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { tenantScope } from '../scope';
import type { ProjectionRow, WorkflowServer } from './server';

/** One record the user may see, or undefined: another tenant's record is simply not found. */
export async function findInScope<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db | Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
): Promise<J | undefined> {
  const [record] = await server
    .rows(db)
    .where(and(eq(server.id, id), tenantScope(user, server.scope)));
  return record;
}

/** The same inside a transition's transaction; not found is the 404 a foreign id gets. */
export async function loadForUpdate<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
): Promise<J> {
  const record = await findInScope(tx, server, user, id);
  if (!record) throw notFound();
  return record;
}

/** A record by id alone, for the system acting on behalf of a caller who was checked already. */
export async function loadSystem<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  id: string,
): Promise<J> {
  const [record] = await server.rows(tx).where(eq(server.id, id));
  if (!record) throw notFound();
  return record;
}
