import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { registerPaycheckDeductions } from './deductions';
import { registerPaychecks } from './paychecks';
import { registerPayrollRuns } from './runs';
import { registerPayrollSettings } from './settings';

/** Payroll: settings per partner, runs and their workflow, paychecks, deductions. */
export const payrollRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerPayrollSettings(app, deps);
  registerPayrollRuns(app, deps);
  registerPaychecks(app, deps);
  registerPaycheckDeductions(app, deps);
};
