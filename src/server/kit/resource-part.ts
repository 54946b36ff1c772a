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
 * the exports of every loaded module at each registration: in the test workers' module cache that
 * search took 2.5 s of a 36-file sample's 61 s of CPU, 1.3 s once these were named (docs/testing.md).
 */
export function namedRoutes(folder: string, part: ResourceServerPart): FastifyPluginAsync<Deps> {
  const routes = part.routes as FastifyPluginAsync<Deps> & { [DISPLAY_NAME]?: string };
  routes[DISPLAY_NAME] ??= folder;
  return routes;
}
