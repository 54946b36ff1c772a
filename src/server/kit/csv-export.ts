import type { User } from '../../domain/contracts/user';
import type { ResourceDefinition } from '../../domain/resources/define';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { ServerListQuery } from '../../domain/resources/list-query-schema';
import type { Db } from '../db/client';
import { csvLine } from '../lib/csv';
import { rowsOf } from './list';
import type { ResourceServer } from './resource-query';

/** Rows read per query: bounds the memory of one download whatever its size. */
export const CSV_BATCH = 1000;

/**
 * Every row of the query (paging ignored, never cut off), in the list's order, as CSV text: the
 * header, then one chunk per batch, so the response streams while later batches are read.
 */
export async function* csvChunks<Row, Item, D extends ListQueryDescriptor>(
  db: Db,
  user: User,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D>,
  q: ServerListQuery<D>,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  yield csvLine(def.csv.map((c) => c.header));
  for (let offset = 0; ; offset += batch) {
    const rows = await rowsOf(db, user, def.query, server, q, offset, batch);
    const items = rows.map((r) => server.toDto(r, user));
    if (items.length) yield items.map((item) => csvLine(def.csv.map((c) => c.value(item)))).join('');
    if (rows.length < batch) return;
  }
}
