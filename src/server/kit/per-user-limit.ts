import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';

/**
 * A route's `config.rateLimit` (@fastify/rate-limit, registered for `/v2` by `rateLimitApiKeys`):
 * at most `perMinute` calls a minute per signed-in user, sessions and API keys alike (the `/v2`
 * limit counts keys only); beyond them 429 `{message}` saying when to try again, with Retry-After.
 * Counted in this process's memory: behind a load balancer each API process counts its own share.
 */
export function perUserLimit(name: string, perMinute: number, refusal: string) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    allowList: () => false,
    keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}`,
    errorResponseBuilder: (_req: FastifyRequest, ctx: { after: string; ttl: number }) =>
      new ApiError(429, `${refusal}: try again in ${ctx.after}`, {
        retry_after: Math.ceil(ctx.ttl / 1000),
      }),
  };
}
