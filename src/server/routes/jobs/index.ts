import type { FastifyPluginAsync } from 'fastify';
import { jobsForm } from '../../../domain/resources/jobs-form';
import { jobsResource } from '../../../domain/resources/jobs';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import { jobsFormServer } from './form';
import { jobsServer } from './server';

export const jobsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, jobsResource, jobsServer);
  registerForm(app, deps, jobsResource, jobsForm, jobsServer, jobsFormServer);
};
