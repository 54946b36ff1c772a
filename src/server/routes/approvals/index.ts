import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { TimesheetList, TimesheetListQuery } from '../../../domain/contracts/timesheets';
import { isTimesheetDecider } from '../../../domain/policy/timesheet-decisions';
import { requireSession } from '../../auth/session';
import type { Deps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { listTimesheets } from '../timesheets/queries';

/** The decider's queue: timesheets in scope that wait for a signature or an approval. */
export const approvalRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/approvals',
    { schema: { tags: ['timesheets'], summary: 'Timesheets waiting for your decision', querystring: TimesheetListQuery.omit({ status: true, format: true }), response: { 200: TimesheetList, 403: ErrorBody } } },
    async (req) => {
      const { user } = requireSession(req);
      if (!isTimesheetDecider(user)) throw forbidden('Only timesheet deciders have an approval queue');
      return listTimesheets(deps.db, user, { ...req.query, status: ['submitted', 'signed'], format: 'json' });
    },
  );
};
