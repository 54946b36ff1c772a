import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { FormServer } from '../../kit/form';
import { findVisible } from '../../kit/list';
import { clientsServer } from '../../../resources/clients/server';

type ClientRecordInput = { client_id: string } & Record<string, unknown>;

/**
 * Writing a client's record: the client comes from the body, but only one the caller sees (the
 * kit's reference check, 422 otherwise), and the row's partner and EOR are copied from that
 * client, never taken from the body. The client stays on an edit.
 */
export function clientRecordFormServer<Input extends ClientRecordInput>(options: {
  table: PgTable & { id: PgColumn };
  /** The columns to write from a body or a patch laid over the stored row (never a tenant column). */
  columns: (values: Record<string, unknown>) => Record<string, unknown>;
  unique?: FormServer<Input>['unique'];
}): FormServer<Input> {
  const { table, columns } = options;
  // The table is the resource's own, chosen by its caller: drizzle cannot type inserts into it here.
  const writer = (tx: Db) =>
    tx as unknown as {
      insert(t: PgTable): {
        values(v: object): { returning(f: object): Promise<{ id: string }[]> };
      };
      update(t: PgTable): { set(v: object): { where(c: unknown): Promise<unknown> } };
      select(): { from(t: PgTable): { where(c: unknown): Promise<Record<string, unknown>[]> } };
    };
  return {
    references: {
      client_id: { label: 'Client', server: clientsServer },
    } as FormServer<Input>['references'],
    unique: options.unique,
    async create(tx, user, input) {
      const client = await findVisible(tx, user, clientsServer, input.client_id);
      if (!client) throw new Error('the kit checks the client reference first');
      const [row] = await writer(tx)
        .insert(table)
        .values({
          ...columns(input),
          client_id: client.c.id,
          partner_id: client.c.partner_id,
          eor_id: client.c.eor_id,
        })
        .returning({ id: table.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async update(tx, _user, id, patch) {
      const { client_id: _client, ...changes } = patch;
      if (Object.keys(changes).length === 0) return;
      const [stored] = await writer(tx).select().from(table).where(eq(table.id, id));
      await writer(tx)
        .update(table)
        .set(columns({ ...stored, ...changes }))
        .where(eq(table.id, id));
    },
  };
}
