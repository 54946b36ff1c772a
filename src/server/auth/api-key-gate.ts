import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  API_KEY_RATE_LIMIT,
  KEY_MANAGEMENT_REFUSAL,
  READ_METHODS,
  READ_ONLY_REFUSAL,
} from '../../resources/api-keys/scopes';
import { ApiError, forbidden } from '../lib/errors';
import { SnapshotStore } from '../kit/rate-limit-store';

/** Routes that mint or end credentials: only a signed-in person uses them, never a key. */
const credentialRoute = (req: FastifyRequest) => {
  const url = req.routeOptions.url ?? '';
  return (
    url.startsWith('/v2/api_keys') || (url.startsWith('/v2/user') && !READ_METHODS.has(req.method))
  );
};

/**
 * The /v2 onRequest hook after `refuseAnonymous`: a key acts as its owner and never more. A
 * read-only key calls no changing method; no key manages keys or sessions (a leaked key cannot
 * mint a successor). Runs before the body is read, like every access check.
 */
export async function refuseBeyondApiKey(req: FastifyRequest) {
  const key = req.session?.apiKey;
  if (!key) return;
  if (credentialRoute(req)) throw forbidden(KEY_MANAGEMENT_REFUSAL);
  if (key.scope === 'read' && !READ_METHODS.has(req.method)) throw forbidden(READ_ONLY_REFUSAL);
}

/**
 * At most API_KEY_RATE_LIMIT calls a minute per key (sessions are not limited here); beyond them
 * 429 with Retry-After. Counted in this process's memory: behind a load balancer each API process
 * counts its own share.
 */
export async function rateLimitApiKeys(v2: FastifyInstance) {
  // Every limit under /v2 (the per-user ones of kit/per-user-limit.ts too) counts in this store.
  const stores: SnapshotStore[] = [];
  class Store extends SnapshotStore {
    constructor(...args: ConstructorParameters<typeof SnapshotStore>) {
      super(...args);
      stores.push(this);
    }
  }
  // Started again (src/server/kit/background.ts), the app counts from zero.
  v2.background.add({ start: () => stores.forEach((s) => s.forget()), stop() {} });
  await v2.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    store: Store,
    max: API_KEY_RATE_LIMIT.max,
    timeWindow: API_KEY_RATE_LIMIT.timeWindow,
    keyGenerator: (req) => `api_key:${req.session?.apiKey?.id ?? ''}`,
    allowList: (req) => !req.session?.apiKey,
    errorResponseBuilder: (_req, ctx) =>
      new ApiError(429, `Too many requests with this API key: try again in ${ctx.after}`, {
        retry_after: Math.ceil(ctx.ttl / 1000),
      }),
  });
}
