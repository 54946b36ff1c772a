import type { FastifyPluginAsync } from 'fastify';
import { canSeeApprovals } from '../../../domain/policy/capabilities';
import { timesheetsResource } from '../../../domain/resources/timesheets';
import type { Deps } from '../../deps';
import { registerList } from '../../kit/register';
import { timesheetListServer } from '../timesheets/queries';

/**
 * The approvals queue (spec §6 canSeeApprovals, the same predicate as the /approvals route): the
 * timesheets in the caller's scope that wait for a signature or an approval. Deciding on them is
 * still judged per action by the §6 decision rules.
 */
export const approvalRoutes: FastifyPluginAsync<Deps> = async (app, deps) =>
  registerList(app, deps, timesheetsResource, timesheetListServer, {
    path: '/approvals',
    summary: 'Timesheets waiting for your decision',
    narrow: { status: 'submitted,signed' },
    access: { allowed: canSeeApprovals, message: 'Your role has no approval queue' },
  });
