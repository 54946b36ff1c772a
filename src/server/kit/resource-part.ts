import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps';
import type { Subscriber } from '../events/subscriber';

/** A resource folder's server part: its routes under `/v2` and its after-commit subscribers, if any. */
export interface ResourceServerPart {
  routes: FastifyPluginAsync<Deps>;
  subscribers?: readonly Subscriber[];
}

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * The part's routes, named for Fastify after their folder. Fastify looks an unnamed plugin up among
 * the exports of every loaded module at each registration: with the test workers' module cache,
 * about 4 % of the server test files' CPU (docs/testing.md).
 */
export function namedRoutes(folder: string, part: ResourceServerPart): FastifyPluginAsync<Deps> {
  const routes = part.routes as FastifyPluginAsync<Deps> & { [DISPLAY_NAME]?: string };
  routes[DISPLAY_NAME] ??= folder;
  return routes;
}
