import type { User } from '../../domain/contracts/user';
import type { ResourceDefinition } from '../../domain/resources/define';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { ServerListQuery } from '../../domain/resources/list-query-schema';
import type { Db } from '../db/client';
import { CSV_BATCH, csvBatches } from '../lib/csv';
import { rowsOf } from './list';
import type { ResourceServer } from './resource-query';

/** Every row of the query (paging ignored, never cut off), in the list's order, as CSV text. */
export function csvChunks<Row, Item, D extends ListQueryDescriptor>(
  db: Db,
  user: User,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D>,
  q: ServerListQuery<D>,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  return csvBatches(
    def.csv.map((c) => c.header),
    async (offset, limit) => (await rowsOf(db, user, def.query, server, q, offset, limit)).map((r) => server.toDto(r, user)),
    (item) => def.csv.map((c) => c.value(item)),
    batch,
  );
}
