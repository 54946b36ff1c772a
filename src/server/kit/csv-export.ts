import type { ResourceDefinition } from '../../domain/resources/define';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { Db } from '../db/client';
import { CSV_BATCH, csvLine } from '../lib/csv';
import { allRowsOf, type ListRequest } from './list';
import type { ResourceServer } from './resource-query';
import { snapshotRows } from './snapshot-cursor';

/**
 * Every row of the query (paging ignored, never cut off), in the list's order, as CSV text: the
 * header, then one chunk per batch read from one snapshot, so the response streams while later
 * batches are read and a download of any size holds one batch in memory.
 */
export async function* csvChunks<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  db: Db,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D, T>,
  req: ListRequest<D>,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  yield csvLine(def.csv.map((c) => c.header));
  const { build, values } = allRowsOf(def.query, server, req);
  for await (const rows of snapshotRows(db, build, values, batch)) {
    yield rows.map((r) => csvLine(def.csv.map((c) => c.value(server.toDto(r, req.user))))).join('');
  }
}
