import type { FastifyPluginAsync } from 'fastify';
import { canSeeDistributions, DISTRIBUTIONS_REFUSED } from '../../../domain/policy/distributions';
import { distributionsResource } from '../../../domain/resources/distributions';
import type { Deps } from '../../deps';
import { registerList } from '../../kit/register';
import { registerWorkflow } from '../../kit/workflow/register';
import { distributionsListServer } from './queries';
import { distributionServer } from './workflow';

/** /v2/distributions: the list (and CSV), and the workflow's detail, actions, history and bulk. */
export const distributionsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, distributionsResource, distributionsListServer, {
    path: '/distributions',
    summary:
      'Commission distributions in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access: { allowed: canSeeDistributions, message: DISTRIBUTIONS_REFUSED },
  });
  registerWorkflow(app, deps, distributionServer);
};
