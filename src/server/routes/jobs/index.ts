import type { FastifyPluginAsync } from 'fastify';
import { jobsResource } from '../../../domain/resources/jobs';
import type { Deps } from '../../deps';
import { registerResource } from '../../kit/register';
import { jobsServer } from './server';
import { registerJobWrites } from './writes';

export { jobsServer };

export const jobsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, jobsResource, jobsServer);
  registerJobWrites(app, deps);
};
