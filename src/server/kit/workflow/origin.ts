import type { FastifyRequest } from 'fastify';
import type { User } from '../../../domain/contracts/user';
import type { Deps } from '../../deps';
import type { EventOrigin } from '../../events/store';

/** Where and when a request came in; the actor comes from the session. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

export const requestOrigin = (req: FastifyRequest, deps: Deps): RequestOrigin => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  now: deps.now(),
});

export const originOf = (
  user: User,
  o: RequestOrigin,
  location: Record<string, unknown> | null = null,
): EventOrigin => ({
  actorUserId: user.id,
  actorRole: user.role ? `${user.user_type}:${user.role}` : user.user_type,
  ip: o.ip,
  userAgent: o.userAgent,
  location,
  occurredAt: o.now,
});
