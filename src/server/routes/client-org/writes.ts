import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody, ValidationErrorBody } from '../../../domain/contracts/errors';
import type { ResourceDefinition } from '../../../domain/resources/define';
import type { ListQueryDescriptor } from '../../../domain/resources/list-query';
import { canEditClientRecords } from '../../../domain/policy/org-data';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../events/store';
import { forbidden, notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { findVisible } from '../../kit/list';
import type { ResourceServer } from '../../kit/resource-query';
import { clientsServer } from '../clients';

interface ClientRecordTable {
  id: PgColumn;
  client_id: PgColumn;
}

/** How one kind of client record is written: its schemas, its columns, and its key unique per client. */
export interface ClientRecordWrites<Row, Item, D extends ListQueryDescriptor, C, U> {
  def: ResourceDefinition<Item, D, string>;
  server: ResourceServer<Row, Item, D>;
  table: PgTable & ClientRecordTable;
  create: z.ZodType<C & { client_id: string }>;
  update: z.ZodType<U>;
  /** The columns a checked body writes (never a tenant column). */
  columns: (body: C | U) => Record<string, unknown>;
  /** The field whose value is unique within a client, and what a repeat is told. */
  unique?: { field: string; message: string };
}

const IdParams = z.object({ id: z.uuid() });

/**
 * `POST /v2<apiPath>` (201) and `PUT /v2<apiPath>/{id}` for a client's records: admins and partner
 * staff (`canEditClientRecords`, 403 otherwise). The client must be one the caller sees, else 422 on
 * `client_id` and nothing is written; the row's partner and EOR are copied from that client, never
 * taken from the body. A row the caller cannot see is a 404.
 */
export function registerClientRecordWrites<Row, Item, D extends ListQueryDescriptor, C, U>(
  app: FastifyInstance,
  deps: Deps,
  w: ClientRecordWrites<Row, Item, D, C, U>,
): void {
  const { def, server, table } = w;
  const singular = def.labels.singular.toLowerCase();
  const plural = def.labels.plural.toLowerCase();
  const refused = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };
  // Inserts and updates take the resource's own table; drizzle cannot type a table chosen at run time.
  const db = deps.db as unknown as {
    insert(t: PgTable): { values(v: object): { returning(f: object): Promise<{ id: string }[]> } };
    update(t: PgTable): { set(v: object): { where(c: unknown): Promise<unknown> } };
  };

  const saving = async (write: () => Promise<string>) => {
    try {
      return await write();
    } catch (e) {
      if (w.unique && isUniqueViolation(e)) throw fieldError(w.unique.field, w.unique.message);
      throw e;
    }
  };
  const answer = async (user: Parameters<typeof findVisible>[1], id: string) => {
    const row = await findVisible(deps.db, user, server, id);
    if (!row) throw notFound();
    return server.toDto(row, user);
  };

  app.post(
    def.apiPath,
    {
      schema: {
        tags: [def.name],
        summary: `Add a ${singular} to a client in your scope`,
        body: w.create,
        response: { 201: def.item, ...refused },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      if (!canEditClientRecords(user)) throw forbidden(`You are not allowed to add ${plural}`);
      const body = req.body as C & { client_id: string };
      const client = await findVisible(deps.db, user, clientsServer, body.client_id);
      if (!client) throw fieldError('client_id', 'Choose a client');
      const id = await saving(async () => {
        const [row] = await db
          .insert(table)
          .values({
            ...w.columns(body),
            client_id: client.c.id,
            partner_id: client.c.partner_id,
            eor_id: client.c.eor_id,
          })
          .returning({ id: table.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
      return reply.status(201).send(await answer(user, id));
    },
  );

  app.put<{ Params: { id: string } }>(
    `${def.apiPath}/:id`,
    {
      schema: {
        tags: [def.name],
        summary: `Change a ${singular} (its client stays)`,
        params: IdParams,
        body: w.update,
        response: { 200: def.item, ...refused },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (!canEditClientRecords(user)) throw forbidden(`You are not allowed to change ${plural}`);
      if (!(await findVisible(deps.db, user, server, req.params.id))) throw notFound();
      await saving(async () => {
        await db
          .update(table)
          .set(w.columns(req.body as U))
          .where(eq(table.id, req.params.id));
        return req.params.id;
      });
      return answer(user, req.params.id);
    },
  );
}
