import type { ResourceDefinition } from '../../domain/resources/define';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { Db } from '../db/client';
import { CSV_BATCH, csvBatches } from '../lib/csv';
import { rowsOf, type ListRequest } from './list';
import type { ResourceServer } from './resource-query';

/** Every row of the query (paging ignored, never cut off), in the list's order, as CSV text. */
export function csvChunks<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  db: Db,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D, T>,
  req: ListRequest<D>,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  return csvBatches(
    def.csv.map((c) => c.header),
    async (offset, limit) =>
      (await rowsOf(db, def.query, server, req, offset, limit)).map((r) =>
        server.toDto(r, req.user),
      ),
    (item) => def.csv.map((c) => c.value(item)),
    batch,
  );
}
