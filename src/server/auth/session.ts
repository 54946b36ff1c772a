import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../domain/contracts/user';
import type { Deps } from '../deps';
import { unauthorized } from '../lib/errors';
import { isApiKey } from '../../resources/api-keys/scopes';
import { loadApiKeyUser, type ApiKeyIdentity } from './api-keys';
import { loadTokenUser } from './load-user';
import { sessionCacheOf } from './session-cache';
import { sha256 } from './tokens';

export interface Session {
  user: User;
  /** The session token's id; for an API key, the key's id. */
  tokenId: string;
  /** Set when the request came with a developer's API key instead of a session token. */
  apiKey?: ApiKeyIdentity;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : undefined;
}

/**
 * Resolves the Bearer token, when present, to the session of a live, unrevoked token, or of an API
 * key (`sk_…`, docs/developers.md): the key acts as its owner, read afresh on every request.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    const token = bearer(req);
    if (!token) return;
    const now = deps.now();
    if (isApiKey(token)) {
      const found = await loadApiKeyUser(deps.db, token, now);
      if (found) req.session = { user: found.user, tokenId: found.key.id, apiKey: found.key };
      return;
    }
    const cache = sessionCacheOf(deps.db);
    const hash = sha256(token);
    const cached = cache.get(hash, now.getTime());
    if (cached) {
      req.session = cached;
      return;
    }
    const found = await cache.lookup(hash, now.getTime(), () => loadTokenUser(deps.db, token, now));
    if (found) req.session = found;
  });
});

/**
 * The session of a request to a non-public route: `refuseAnonymous` has already answered 401 for
 * those without one, so this only types it (and still refuses should a route be wired wrongly).
 */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}
