import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { Dashboard } from '../../../domain/contracts/shell';
import type { Deps } from '../../deps';
import { sessionOf } from '../../auth/session';
import { dashboardFor } from './figures';

export const dashboardRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "Counts and totals in the caller's scope",
        response: { 200: Dashboard, 401: ErrorBody },
      },
    },
    async (req) => ({ figures: await dashboardFor(deps.db, sessionOf(req).user) }),
  );
};
