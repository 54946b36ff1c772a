import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps';
import type { Subscriber } from '../events/subscriber';

/** A resource folder's server part: its routes under `/v2` and its after-commit subscribers, if any. */
export interface ResourceServerPart {
  routes: FastifyPluginAsync<Deps>;
  subscribers?: readonly Subscriber[];
}
