import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { OkResponse } from '../../domain/contracts/session';
import type { UserItem } from './contract';
import type { User } from '../../domain/contracts/user';
import type { ResourceDefinition } from '../../domain/resources/define';
import type { usersQuery } from './query';
import { setDeactivated } from '../../server/auth/deactivation';
import { mailInvite, NO_PASSWORD } from '../../server/auth/invite';
import { sessionOf } from '../../server/auth/session';
import { sessionCacheOf } from '../../server/auth/session-cache';
import { users } from '../../server/db/schema';
import { withEvents } from '../../server/events/store';
import { requestOrigin, type RequestOrigin } from '../../server/kit/workflow/origin';
import type { Deps } from '../../server/deps';
import { ApiError, forbidden, notFound } from '../../server/lib/errors';
import { findVisible } from '../../server/kit/list';
import type { ResourceServer } from '../../server/kit/resource-query';
import { assertNotLastOwner } from './members.server';

export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const NO_OPEN_INVITE =
  'This user has already chosen a password: there is no invitation to resend.';

export const INVITEE_DEACTIVATED =
  'This user is deactivated: reactivate them before inviting them again.';

const IdParams = z.object({ id: z.uuid() });

/**
 * Deactivate, reactivate and resend the invitation, for the users a list shows its caller:
 * `POST /v2<apiPath>/{id}/deactivate|reactivate|invite`. 403 for a role never allowed, 404 outside
 * the caller's scope, 422 for deactivating oneself, 409 for a company's last active owner.
 */
export function registerMemberActions(
  app: FastifyInstance,
  deps: Deps,
  def: ResourceDefinition<UserItem, typeof usersQuery>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row: only its scope is read
  server: ResourceServer<any, UserItem, typeof usersQuery>,
  access: { allowed: (user: User) => boolean; message: string },
): void {
  const post = (
    action: string,
    summary: string,
    statuses: Record<number, typeof ErrorBody>,
    run: (user: User, id: string, origin: RequestOrigin) => Promise<void>,
  ) =>
    app.post<{ Params: { id: string } }>(
      `${def.apiPath}/:id/${action}`,
      {
        schema: {
          tags: [def.name],
          summary,
          params: IdParams,
          response: {
            200: OkResponse,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            ...statuses,
          },
        },
      },
      async (req) => {
        const { user } = sessionOf(req);
        if (!access.allowed(user)) throw forbidden(access.message);
        if (!(await findVisible(deps.db, user, server, req.params.id))) throw notFound();
        await run(user, req.params.id, requestOrigin(req, deps));
        return { ok: true as const };
      },
    );

  post(
    'deactivate',
    'Deactivate a user: no sign-in, every session revoked',
    { 409: ErrorBody, 422: ErrorBody },
    async (user, id) => {
      if (id === user.id) throw new ApiError(422, CANNOT_DEACTIVATE_SELF);
      await deps.db.transaction(async (tx) => {
        await assertNotLastOwner(tx, id);
        await setDeactivated(tx, id, true, deps.now());
      });
      sessionCacheOf(deps.db).forgetUser(id);
    },
  );

  post('reactivate', 'Reactivate a user: they may sign in again', {}, async (_user, id) => {
    await setDeactivated(deps.db, id, false, deps.now());
  });

  post(
    'invite',
    'Mail the invitation again (the earlier link stops working); once a minute, ten a day',
    { 409: ErrorBody, 429: ErrorBody },
    async (user, id, origin) => {
      const [invitee] = await deps.db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          password_hash: users.password_hash,
          deactivated_at: users.deactivated_at,
        })
        .from(users)
        .where(eq(users.id, id));
      if (invitee?.deactivated_at) throw new ApiError(409, INVITEE_DEACTIVATED);
      if (!invitee || invitee.password_hash !== NO_PASSWORD)
        throw new ApiError(409, NO_OPEN_INVITE);
      await withEvents(deps.db, (tx) => mailInvite(deps, tx, invitee, user, origin));
    },
  );
}
