import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { keyPrefix, newApiKeySecret } from '../../server/auth/api-keys';
import { sessionOf } from '../../server/auth/session';
import { sha256 } from '../../server/auth/tokens';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema/users';
import type { Deps } from '../../server/deps';
import { fieldError } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { notFound } from '../../server/lib/errors';
import {
  ApiKey,
  apiKeysResource,
  CreatedApiKey,
  NewApiKey,
  type NewApiKey as NewApiKeyInput,
} from './contract';
import { API_KEYS_REFUSED, canManageApiKeys } from './policy';
import type { apiKeysQuery } from './query';
import { apiKeys } from './table';

type Row = typeof apiKeys.$inferSelect;

/** Active keys one developer may hold at once: enough for every integration, few enough to review. */
const MAX_ACTIVE_KEYS = 20;

const statusOf = sql<string>`case when ${apiKeys.revoked_at} is null then 'active' else 'revoked' end`;

const toDto = (k: Row): ApiKey => ({
  id: k.id,
  name: k.name,
  scope: k.scope as ApiKey['scope'],
  prefix: k.prefix,
  status: k.revoked_at ? 'revoked' : 'active',
  created_at: k.created_at.toISOString(),
  last_used_at: k.last_used_at?.toISOString() ?? null,
  revoked_at: k.revoked_at?.toISOString() ?? null,
});

/** Every user, admins too, sees only their own keys. */
const apiKeysServer: ResourceServer<Row, ApiKey, typeof apiKeysQuery> = {
  query: {
    rows: (db: Db) => db.select().from(apiKeys).$dynamic(),
    count: (db: Db) => db.select({ n: count() }).from(apiKeys).$dynamic(),
    keys: (db: Db) => db.select({ id: apiKeys.id }).from(apiKeys).$dynamic(),
    id: apiKeys.id,
    filters: { name: apiKeys.name, scope: apiKeys.scope, status: statusOf },
    sorts: {
      created_at: [apiKeys.created_at],
      name: [apiKeys.name],
      last_used_at: [sql`coalesce(${apiKeys.last_used_at}, 'epoch'::timestamptz)`],
    },
  },
  scope: {},
  owner: apiKeys.user_id,
  toDto,
};

const IdParams = z.object({ id: z.uuid() });
const may = { allowed: canManageApiKeys, message: API_KEYS_REFUSED };

/**
 * /v2/api_keys: a developer's own keys (list, detail, CSV), `POST` creating one (its secret in that
 * answer only) and `POST /:id/revoke`. Keys cannot call these (src/server/auth/api-key-gate.ts).
 */
const apiKeyRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, apiKeysResource, apiKeysServer, { access: may });

  app.post(
    '/api_keys',
    {
      config: { may },
      schema: {
        tags: ['api_keys'],
        summary: 'Create an API key: the answer holds its secret, shown this once and never again',
        body: NewApiKey,
        response: { 201: CreatedApiKey, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const body = req.body as NewApiKeyInput;
      const secret = newApiKeySecret();
      const row = await deps.db.transaction(async (tx) => {
        // The owner's row is the lock: parallel creations count the active keys one after another.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [active] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.user_id, user.id), isNull(apiKeys.revoked_at)));
        if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS)
          throw fieldError('name', `At most ${MAX_ACTIVE_KEYS} active keys: revoke one first`);
        const [created] = await tx
          .insert(apiKeys)
          .values({
            user_id: user.id,
            name: body.name,
            scope: body.scope,
            key_hash: sha256(secret),
            prefix: keyPrefix(secret),
            created_at: deps.now(),
          })
          .returning();
        return created as Row;
      });
      return reply.status(201).send({ ...toDto(row), key: secret });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api_keys/:id/revoke',
    {
      config: { may },
      schema: {
        tags: ['api_keys'],
        summary:
          'Revoke an API key: its next call is refused with 401; revoking it again changes nothing',
        params: IdParams,
        response: { 200: ApiKey, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const own = and(eq(apiKeys.id, req.params.id), eq(apiKeys.user_id, user.id));
      const [revoked] = await deps.db
        .update(apiKeys)
        .set({ revoked_at: deps.now() })
        .where(and(own, isNull(apiKeys.revoked_at)))
        .returning();
      if (revoked) return toDto(revoked);
      // Revoked already (a second click, another tab): the key as it stands.
      const [row] = await deps.db
        .select()
        .from(apiKeys)
        .where(own)
        .orderBy(desc(apiKeys.created_at));
      if (!row) throw notFound();
      return toDto(row);
    },
  );
};

export const apiKeysPart: ResourceServerPart = { routes: apiKeyRoutes };
