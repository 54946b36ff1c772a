import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import type { User } from '../../domain/contracts/user';
import type { FormDefinition } from '../../domain/resources/form';
import { sessionOf } from '../auth/session';
import type { Db, Tx } from '../db/client';
import type { Deps } from '../deps';
import { withEvents } from '../events/store';
import { refuseDisagreeingAddress, touchesAddress } from '../integrations/maps/verify';
import type { Subscriber } from '../events/subscriber';
import { fieldErrors } from './form';
import { requestOrigin, type RequestOrigin } from './workflow/origin';

/**
 * What only a form about the caller's own record knows (their address, their tax id, their signature
 * of a document): how the record reads as the form's item, and how it is written. The kit does
 * access, validation, the rule across fields and the one transaction.
 */
export interface OwnFormServer<Input extends Record<string, unknown>, Item> {
  /** The caller's record as the form starts from it, or null before the first save. */
  load: (db: Db, user: User) => Promise<Item | null>;
  /**
   * Writes the record (and what else the same save means, e.g. an onboarding step) in `tx`;
   * `deliverTo` takes the events that save appends (a finished onboarding), as the form kit's create.
   */
  save: (
    tx: Tx,
    user: User,
    input: Input,
    origin: RequestOrigin,
    deliverTo: readonly Subscriber[],
  ) => Promise<void>;
}

export interface OwnFormRoute<I extends z.ZodType> {
  /** `/v2` path of the record, e.g. `/onboarding/personal_info`. */
  path: `/${string}`;
  tag: string;
  noun: string;
  /** The item `GET` and `PUT` answer (`null` before the first save). */
  item: I;
}

/**
 * `GET /v2<path>` (the caller's record, or null) and `PUT /v2<path>` (write it whole, 200 with the
 * record), from the form definition shared with the browser: 403 for a user the form's `may.update`
 * refuses, 422 for a body the schema or the form's `check` refuses, naming each field.
 */
export function registerOwnForm<S extends z.ZodObject, I extends z.ZodType>(
  app: FastifyInstance,
  deps: Deps,
  route: OwnFormRoute<I>,
  form: FormDefinition<S>,
  server: OwnFormServer<z.infer<S>, z.infer<I>>,
): void {
  const answer = route.item.nullable();
  // Checked before the body is validated (kit/authorize-first.ts).
  const config = {
    may: { allowed: form.may.update, message: `You are not allowed to change ${route.noun}` },
  };
  app.get(
    route.path,
    {
      config,
      schema: {
        tags: [route.tag],
        summary: `The caller's ${route.noun}`,
        response: { 200: answer, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => server.load(deps.db, sessionOf(req).user),
  );
  app.put(
    route.path,
    {
      config,
      schema: {
        tags: [route.tag],
        summary: `Save the caller's ${route.noun}`,
        body: form.input,
        response: { 200: answer, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const input = req.body as z.infer<S>;
      const faults = form.check?.(input) ?? {};
      if (Object.keys(faults).length > 0) throw fieldErrors(faults);
      if (touchesAddress(input)) await refuseDisagreeingAddress(input);
      const origin = requestOrigin(req, deps);
      await withEvents(deps.db, (tx) => server.save(tx, user, input, origin, deps.subscribers));
      return server.load(deps.db, user);
    },
  );
}
