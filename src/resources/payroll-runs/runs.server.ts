import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { PayrollPreview, payrollRunsResource } from './contract';
import { payPeriodOf } from '../../domain/payroll/periods';
import { canSeePayrollRuns } from '../../domain/policy/payroll';
import { payrollRunsForm } from './form';
import { sessionOf } from '../../server/auth/session';
import type { Tx } from '../../server/db/client';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm } from '../../server/kit/form';
import { declareList } from '../../server/kit/list-count';
import { registerList } from '../../server/kit/register';
import { insertCreated } from '../../server/kit/workflow/create';
import { findInScope } from '../../server/kit/workflow/load';
import { originOf } from '../../server/kit/workflow/origin';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { ApiError, forbidden, notFound } from '../../server/lib/errors';
import { previewOf } from '../../server/payroll/gather';
import { TaxNotComputableError } from '../../server/payroll/provider';
import { registryOf } from '../../server/integrations/registry';
import { partnersServer } from '../partners/server';
import { payrollRunListServer } from './queries';
import { payrollPartnerOf, settingsOf } from './settings.server';
import { payrollRunServer } from './workflow.server';

const access = { allowed: canSeePayrollRuns, message: 'You are not allowed to see payroll runs' };
export const NO_PAYROLL_SETTINGS = 'Set the partner’s payroll settings first (/payroll_settings)';
export const RUN_EXISTS = 'This partner has a payroll run for that period already';

export const payrollRunsList = declareList(payrollRunsResource, payrollRunListServer, {
  path: payrollRunsResource.apiPath,
  summary:
    'Payroll runs in your scope: filters, sort, paging; ?format=csv downloads every matching row',
  access,
});

/** `/v2/payroll_runs`: the list, the workflow, "New payroll run" and the live preview. */
export function registerPayrollRuns(app: FastifyInstance, deps: Deps) {
  const provider = deps.payroll ?? registryOf(deps).payroll;
  registerList(app, deps, payrollRunsList.def, payrollRunsList.server, payrollRunsList.options);
  registerWorkflow(app, deps, payrollRunServer);
  registerForm(app, deps, payrollRunsResource, payrollRunsForm, payrollRunListServer, {
    references: { partner_id: { label: 'Partner', server: partnersServer } },
    unique: { payroll_runs_partner_period_key: { field: 'period_date', message: RUN_EXISTS } },
    async create(tx, user, input, o) {
      const partnerId = payrollPartnerOf(user, input.partner_id);
      const settings = await settingsOf(tx, partnerId);
      if (!settings) throw fieldError('period_date', NO_PAYROLL_SETTINGS);
      const period = payPeriodOf(settings, input.period_date);
      const id = crypto.randomUUID();
      await insertCreated(
        tx as unknown as Tx,
        payrollRunServer,
        {
          id,
          partner_id: partnerId,
          frequency: settings.frequency,
          period_start: period.start,
          period_end: period.end,
          pay_date: period.pay_date,
          requires_second_approver: input.requires_second_approver === true,
        },
        originOf(user, o),
        deps.subscribers,
      );
      return id;
    },
    update: () => Promise.reject(forbidden('Payroll runs change only through their actions')),
  });

  app.get<{ Params: { id: string } }>(
    '/payroll_runs/:id/preview',
    {
      schema: {
        tags: ['payroll_runs'],
        summary:
          'What the run would pay now: each contractor’s approved, unpaid pay with the provider’s taxes, deductions, net and proofing warnings',
        params: z.object({ id: z.uuid() }),
        response: { 200: PayrollPreview, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (!canSeePayrollRuns(user)) throw forbidden(access.message);
      const record = await findInScope(deps.db, payrollRunServer, user, req.params.id);
      if (!record) throw notFound();
      try {
        return await previewOf(deps.db, provider, record.r);
      } catch (err) {
        // A state or tax year the provider does not cover: say which, rather than fail blankly.
        if (err instanceof TaxNotComputableError) throw new ApiError(422, err.message);
        throw err;
      }
    },
  );
}
