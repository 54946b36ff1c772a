import { availability } from '../../../../machines/kit/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findInScope } from './load';
import { subjectOf, type ProjectionRow, type WorkflowServer } from './server';

/** `{ [itemKey]: item, actions }`: the record and what this user may do with it now, and why not. */
export async function detailOf<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  user: User,
  id: string,
) {
  const record = await findInScope(db, server, user, id);
  if (!record) throw notFound();
  return {
    [server.itemKey]: server.toDto(record, user),
    actions: availability(server.definition, subjectOf(server, record), user),
  };
}
