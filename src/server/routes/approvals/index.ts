import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { TimesheetList, TimesheetListQuery } from '../../../domain/contracts/timesheets';
import { canSeeApprovals } from '../../../domain/policy/capabilities';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { listTimesheets } from '../timesheets/queries';

/**
 * The approvals queue (spec §6 canSeeApprovals, the same predicate as the /approvals route): the
 * timesheets in the caller's scope that wait for a signature or an approval. Deciding on them is
 * still judged per action by the §6 decision rules.
 */
export const approvalRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/approvals',
    { schema: { tags: ['timesheets'], summary: 'Timesheets waiting for your decision', querystring: TimesheetListQuery.omit({ status: true, format: true }), response: { 200: TimesheetList, 403: ErrorBody } } },
    async (req) => {
      const { user } = sessionOf(req);
      if (!canSeeApprovals(user)) throw forbidden('Your role has no approval queue');
      return listTimesheets(deps.db, user, { ...req.query, status: ['submitted', 'signed'], format: 'json' });
    },
  );
};
