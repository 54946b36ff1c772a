import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { StepUpRequired } from '../../domain/contracts/session';
import { I9DocumentNumbers, I9_NUMBERS } from './numbers';
import { canRevealSsn } from '../../domain/policy/capabilities';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import { sessionOf } from '../../server/auth/session';
import { requireStepUp } from '../../server/auth/step-up';
import type { i9Forms } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { findVisible } from '../../server/kit/list';
import type { ResourceServer } from '../../server/kit/resource-query';
import { forbidden, notFound } from '../../server/lib/errors';
import { i9Column } from './numbers.server';

/**
 * `GET /v2/i9_forms/document_numbers/{id}`: an I-9's full document numbers, to exactly those who
 * may see a full SSN (the same policy as `GET /v2/contractors/{id}/ssn`), on a form in their scope,
 * behind the same step-up code.
 */
export function registerNumbersReveal<
  Row extends { f: typeof i9Forms.$inferSelect },
  Item,
  D extends ListQueryDescriptor,
>(
  app: FastifyInstance,
  deps: Deps,
  server: ResourceServer<Row, Item, D>,
  access: { allowed: typeof canRevealSsn; message: string },
): void {
  app.get<{ Params: { id: string } }>(
    '/i9_forms/document_numbers/:id',
    {
      schema: {
        tags: ['i9_forms'],
        summary:
          "An I-9's full document numbers, for those who may see an SSN (step-up: 424 until X-Verification-Code holds a valid code)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: I9DocumentNumbers,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          424: StepUpRequired,
        },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (!access.allowed(user)) throw forbidden(access.message);
      if (!canRevealSsn(user)) throw forbidden('You may not see full document numbers');
      const row = await findVisible(deps.db, user, server, req.params.id);
      if (!row) throw notFound();
      await requireStepUp(req, deps);
      return Object.fromEntries(
        I9_NUMBERS.map((field) => {
          const sealed = row.f[field];
          return [field, sealed === null ? null : deps.vault.open(i9Column(field), sealed)];
        }),
      );
    },
  );
}
