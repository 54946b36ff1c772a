import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { adjustmentsResource } from './contract';
import { adjustmentsForm } from './form';
import { adjustmentsFormServer } from './form.server';
import { canSeeAdjustments } from './policy';
import { adjustmentsListServer } from './queries';
import { ADJUSTMENTS_REFUSED, adjustmentServer } from './workflow.server';

/**
 * The public entry of adjustments for the rest of the server: billing, payroll, notifications and
 * the seed record adjustment transitions through the workflow server and name its event stream.
 */
export { adjustmentEvents, adjustmentServer } from './workflow.server';
export type { AdjustmentDirection, AdjustmentPayer, AdjustmentType } from './query';

/** /v2/adjustments: the list (and CSV), the form's POST and PATCH, and the workflow's detail, actions, history and bulk. */
export const adjustmentRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, adjustmentsResource, adjustmentsListServer, {
    path: adjustmentsResource.apiPath,
    summary:
      'Adjustments in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access: { allowed: canSeeAdjustments, message: ADJUSTMENTS_REFUSED },
  });
  registerForm(
    app,
    deps,
    adjustmentsResource,
    adjustmentsForm,
    adjustmentsListServer,
    adjustmentsFormServer,
  );
  registerWorkflow(app, deps, adjustmentServer);
};

/** Billing's adjustment transactions are a billing subscriber (`src/server/billing/source-transactions.ts`). */
export const adjustmentsPart: ResourceServerPart = {
  routes: adjustmentRoutes,
  subscribers: [],
};
