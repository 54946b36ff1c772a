import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Dashboard } from '../../../domain/contracts/dashboard';
import { ErrorBody } from '../../../domain/contracts/errors';
import { isoDay } from '../../../domain/dashboard/calendar';
import type { Deps } from '../../deps';
import { sessionOf } from '../../auth/session';
import { chartsFor } from './charts';
import { dashboardFor } from './figures';
import { moneyFor } from './money';
import { todosFor } from './todos';

export const dashboardRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "What waits for the caller (each counted by the list it links to), money totals, hours and receivables charts, and counts of the caller's scope",
        response: { 200: Dashboard, 401: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const today = isoDay(deps.now());
      return {
        todos: await todosFor(deps, user, today),
        money: await moneyFor(deps, user, today),
        charts: await chartsFor(deps, user, today),
        figures: await dashboardFor(deps.db, user),
      };
    },
  );
};
