import type { FastifyInstance } from 'fastify';
import type { Subscriber } from '../events/subscriber';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import type { User } from '../../domain/contracts/user';
import type { ResourceDefinition } from '../../domain/resources/define';
import type { FormDefinition } from '../../domain/resources/form';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import { FAILED_FORM_TOAST } from '../../domain/timesheets/validation';
import { sessionOf } from '../auth/session';
import type { Db, Tx } from '../db/client';
import type { Deps } from '../deps';
import { refuseDisagreeingAddress, touchesAddress } from '../integrations/maps/verify';
import { ApiError, notFound } from '../lib/errors';
import { IdempotencyHeaders, idempotent } from './idempotency';
import { findVisible } from './list';
import type { ResourceServer } from './resource-query';
import { requestOrigin, type RequestOrigin } from './workflow/origin';

/** A 422 naming body fields, in the spec §8 shape the form shows by each field's input. */
export const fieldErrors = (messages: Record<string, string>) =>
  new ApiError(422, FAILED_FORM_TOAST, {
    detail: Object.entries(messages).map(([field, msg]) => ({
      loc: ['body', field],
      msg,
      type: 'value_error',
    })),
  });

/** A 422 naming one body field. */
export const fieldError = (field: string, msg: string) => fieldErrors({ [field]: msg });

/** The form's rule over several fields (`check`), refused as a 422 naming each field it faults. */
function checkRule(form: FormDefinition, input: Record<string, unknown>) {
  const messages = form.check?.(input) ?? {};
  if (Object.keys(messages).length > 0) throw fieldErrors(messages);
}

/** A resource whose rows the caller may or may not see: what a reference is checked against. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row and item: only its scope and rows are read
type Visible = ResourceServer<any, any, any, any>;

/** What only a resource knows about writing its rows; the kit does access, scope, references and answers. */
export interface FormServer<Input extends Record<string, unknown>> {
  /**
   * Inserts the row; the tenant columns come from the user, never from the body (admins name them).
   * Answers the id. Without it the form only edits rows made elsewhere (no POST route).
   */
  create?: (
    tx: Tx,
    user: User,
    input: Input,
    origin: RequestOrigin,
    deliverTo: readonly Subscriber[],
  ) => Promise<string>;
  /**
   * Writes the keys present in `patch` to a row already found in the user's scope. `origin` (and
   * create's) is where the request came from, for a record whose writes are workflow events, and
   * `deliverTo` the subscribers of those events (`deps.subscribers`). Answers what the form's `updated` adds to the answer, if anything.
   */
  update: (
    tx: Tx,
    user: User,
    id: string,
    patch: Partial<Input>,
    origin: RequestOrigin,
    deliverTo: readonly Subscriber[],
  ) => Promise<void | Record<string, unknown>>;
  /** Creating moves money (an invoice run): the POST takes an Idempotency-Key (kit/idempotency.ts). */
  idempotent?: boolean;
  /** Body keys holding another resource's id: the caller must see that row, or the key is refused (422). */
  references?: { [K in keyof Input]?: { label: string; server: Visible } };
  /** Unique indexes whose violation is one field's fault: index name → the field and its message. */
  unique?: Record<string, { field: keyof Input & string; message: string }>;
}

const IdParams = z.object({ id: z.uuid() });

async function checkReferences<Input extends Record<string, unknown>>(
  db: Db,
  user: User,
  server: FormServer<Input>,
  body: Partial<Input>,
) {
  for (const [field, ref] of Object.entries(server.references ?? {}) as [
    string,
    { label: string; server: Visible },
  ][]) {
    const id = body[field];
    if (typeof id !== 'string') continue;
    if (!(await findVisible(db, user, ref.server, id)))
      throw fieldError(field, `${ref.label} not found`);
  }
}

/** The form's rule across fields, on the record as it would be saved: its first fault is a 422 by that field. */
/** The unique index a failed write violated, through drizzle's wrapping, on PGlite and pg alike. */
function violatedIndex(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

async function writing<T, Input extends Record<string, unknown>>(
  server: FormServer<Input>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedIndex(error);
    const known = index === null ? undefined : server.unique?.[index];
    if (known) throw fieldError(known.field, known.message);
    throw error;
  }
}

/**
 * `POST /v2<apiPath>` (201 with the item) and `PATCH /v2<apiPath>/:id` (200 with the item, only the
 * keys sent change), from the form definition shared with the browser: 403 for a user the form's
 * `may` refuses (before the body is validated: kit/authorize-first.ts), 404 for a row outside the caller's scope, 422 for a body the schema refuses, a
 * reference the caller cannot see, or a taken unique value. Every write is one transaction, and the
 * answer is the row as the caller sees it afterwards.
 */
export function registerForm<
  Row,
  Item,
  D extends ListQueryDescriptor,
  S extends z.ZodObject,
  T extends { n: number } = { n: number },
>(
  app: FastifyInstance,
  deps: Deps,
  def: ResourceDefinition<Item, D, string>,
  form: FormDefinition<S>,
  resource: ResourceServer<Row, Item, D, T>,
  server: FormServer<z.infer<S>>,
): void {
  const noun = def.labels.plural.toLowerCase();
  const answer = async (user: User, id: string, db: Db = deps.db) => {
    const row = await findVisible(db, user, resource, id);
    if (!row) throw notFound();
    return resource.toDto(row, user);
  };
  const { create } = server;
  // A form without `create` only edits rows made elsewhere: no POST route.
  if (create) {
    app.post(
      def.apiPath,
      {
        config: {
          may: { allowed: form.may.create, message: `You are not allowed to create ${noun}` },
        },
        schema: {
          tags: [def.name],
          summary: `Create a ${def.labels.singular.toLowerCase()}`,
          body: form.input,
          // Optional here: idempotent() refuses a missing key with a message saying why it is needed.
          ...(server.idempotent ? { headers: IdempotencyHeaders.partial() } : {}),
          // 404: a record the new one is about (a note's subject) is not the caller's to see.
          response: { 201: def.item, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const { user } = sessionOf(req);
        const input = req.body as z.infer<S>;
        checkRule(form, input);
        if (touchesAddress(input)) await refuseDisagreeingAddress(input);
        if (server.idempotent)
          return idempotent(deps.db, req, reply, 201, (tx) =>
            writing(server, async () => {
              await checkReferences(tx as unknown as Db, user, server, input);
              const id = await create(tx, user, input, requestOrigin(req, deps), deps.subscribers);
              return answer(user, id, tx as unknown as Db);
            }),
          );
        const id = await writing(server, () =>
          deps.db.transaction(async (tx) => {
            await checkReferences(tx, user, server, input);
            return create(tx, user, input, requestOrigin(req, deps), deps.subscribers);
          }),
        );
        return reply.status(201).send(await answer(user, id));
      },
    );
  }
  app.patch<{ Params: { id: string } }>(
    `${def.apiPath}/:id`,
    {
      config: {
        may: { allowed: form.may.update, message: `You are not allowed to change ${noun}` },
      },
      schema: {
        tags: [def.name],
        summary: `Change a ${def.labels.singular.toLowerCase()}: only the fields sent`,
        params: IdParams,
        body: form.input.partial(),
        // 409: a resource's own rule may refuse a change for now (a team's last owner).
        response: {
          200: form.updated ? z.intersection(def.item, form.updated) : def.item,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const patch = req.body as Partial<z.infer<S>>;
      const said = await writing(server, () =>
        deps.db.transaction(async (tx) => {
          const row = await findVisible(tx, user, resource, req.params.id);
          if (!row) throw notFound();
          const edited = { ...(resource.toDto(row, user) as Record<string, unknown>), ...patch };
          if (form.check) checkRule(form, edited);
          // An address stored before the maps check stays editable in its other fields.
          if (touchesAddress(patch)) await refuseDisagreeingAddress(edited);
          await checkReferences(tx, user, server, patch);
          return server.update(
            tx,
            user,
            req.params.id,
            patch,
            requestOrigin(req, deps),
            deps.subscribers,
          );
        }),
      );
      return {
        ...(await answer(user, req.params.id)),
        ...(said as Record<string, unknown> | undefined),
      };
    },
  );
}
