import type { ResourceDefinition } from '../../domain/resources/define';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { Db } from '../db/client';
import { CSV_BATCH, csvBatches } from '../lib/csv';
import { allRowsOf, type ListRequest } from './list';
import type { ResourceServer } from './resource-query';
import { snapshotRows } from './snapshot-cursor';

/**
 * Every row of the query (paging ignored, never cut off), in the list's order, as CSV text: the
 * header, then one chunk per batch read from one snapshot, so the response streams while later
 * batches are read and a download of any size holds one batch in memory.
 */
export function csvChunks<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  db: Db,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D, T>,
  req: ListRequest<D>,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  const { build, values } = allRowsOf(def.query, server, req);
  return csvBatches(
    def.csv.map((c) => c.header),
    snapshotRows(db, build, values, batch),
    (r) => def.csv.map((c) => c.value(server.toDto(r, req.user))),
  );
}
