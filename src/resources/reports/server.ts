import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { registerReportGrants } from './grants.server';
import { registerReportRuns } from './runs.server';
import { registerReportSchedules } from './schedules.server';

/** What the report engine (src/server/reports: the job, the scheduler, the finished mail) reads. */
export { reportRunEvents } from './events.server';
export { reportTitle } from './queries';
export { reportRunServer } from './workflow.server';

/** Reports: runs on the job queue with their files, and schedules that make runs by themselves. */
const reportRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerReportRuns(app, deps);
  registerReportSchedules(app, deps);
  registerReportGrants(app, deps);
};

export const reportsPart: ResourceServerPart = { routes: reportRoutes };
