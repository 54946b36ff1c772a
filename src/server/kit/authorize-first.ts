import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../domain/contracts/user';
import { forbidden } from '../lib/errors';

/**
 * Who may call a route at all, and the 403 message for everyone else: fixed, or naming who they are
 * and what the path asked for (its params, e.g. the action).
 */
export interface RouteAccess {
  allowed: (user: User) => boolean;
  message: string | ((user: User, params?: Readonly<Record<string, string>>) => string);
}

/** The 403 message `may` gives `user`. */
export const refusalMessage = (
  may: RouteAccess,
  user: User,
  params?: Readonly<Record<string, string>>,
) => (typeof may.message === 'string' ? may.message : may.message(user, params));

/** A route that declares its access, as the kit checks it. */
export interface AuthorizedRoute {
  method: string;
  url: string;
  may: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Checked right after the session, before the body is read or any input validated: a caller
     * the route never serves learns nothing about its input (403, not a 422 listing every field).
     */
    may?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered with `config.may`: one place to prove each refuses first. */
    authorizedRoutes: readonly AuthorizedRoute[];
  }
}

/** The /v2 onRequest hook after `refuseAnonymous`: 403 for a session the route's `may` refuses. */
export async function refuseForbidden(req: FastifyRequest) {
  const may = req.routeOptions.config.may;
  if (may && req.session && !may.allowed(req.session.user))
    throw forbidden(refusalMessage(may, req.session.user, req.params as Record<string, string>));
}

/** Records each route declaring `config.may`; call on the root before any route is registered. */
export function collectAuthorizedRoutes(app: FastifyInstance) {
  const routes: AuthorizedRoute[] = [];
  app.decorate('authorizedRoutes', routes);
  app.addHook('onRoute', (route) => {
    const may = route.config?.may;
    if (!may) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, may });
  });
}
