import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { registerReportGrants } from './grants';
import { registerReportRuns } from './runs';
import { registerReportSchedules } from './schedules';

/** Reports: runs on the job queue with their files, and schedules that make runs by themselves. */
export const reportRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerReportRuns(app, deps);
  registerReportSchedules(app, deps);
  registerReportGrants(app, deps);
};
