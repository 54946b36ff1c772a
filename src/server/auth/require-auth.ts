import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import { isPublicRoute } from './public-routes';

/**
 * The one authentication gate of /v2, an onRequest hook that runs after the session is resolved:
 * it refuses with 401 before the body or query is parsed or validated, so an anonymous caller
 * learns nothing about a route's input. Handlers then read the session with `sessionOf`.
 */
export async function refuseAnonymous(req: FastifyRequest) {
  if (req.session || isPublicRoute(req.method, req.routeOptions.url)) return;
  throw unauthorized();
}
