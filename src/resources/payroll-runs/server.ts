import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { registerPaycheckDeductions } from './deductions.server';
import { registerPaychecks } from './paychecks.server';
import { registerPayrollRuns } from './runs.server';
import { registerPayrollSettings } from './settings.server';

/** Payroll: settings per partner, runs and their workflow, paychecks, deductions. */
const payrollRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerPayrollSettings(app, deps);
  registerPayrollRuns(app, deps);
  registerPaychecks(app, deps);
  registerPaycheckDeductions(app, deps);
};

export const payrollRunsPart: ResourceServerPart = { routes: payrollRoutes };

// What the payroll engine (src/server/payroll), the dashboard, search, notifications and the seed use.
export type { PayrollRunEvent } from './chart';
export type {
  PaycheckDetail,
  PayrollPreview,
  PayrollPreviewLine,
  PayrollRun,
  PayrollWarning,
} from './contract';
export { payrollRunEvents } from './events.server';
export { paycheckServer, paychecksList } from './paychecks.server';
export { payrollRunScope } from './queries';
export { payrollRunsList } from './runs.server';
export { payrollRunServer } from './workflow.server';
