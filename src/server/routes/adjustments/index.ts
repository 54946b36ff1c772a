import type { FastifyPluginAsync } from 'fastify';
import { canSeeAdjustments } from '../../../domain/policy/adjustments';
import { adjustmentsResource } from '../../../domain/resources/adjustments';
import { adjustmentsForm } from '../../../domain/resources/adjustments-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerList } from '../../kit/register';
import { registerWorkflow } from '../../kit/workflow/register';
import { adjustmentsFormServer } from './form';
import { adjustmentsListServer } from './queries';
import { ADJUSTMENTS_REFUSED, adjustmentServer } from './workflow';

/** /v2/adjustments: the list (and CSV), the form's POST and PATCH, and the workflow's detail, actions, history and bulk. */
export const adjustmentRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, adjustmentsResource, adjustmentsListServer, {
    path: '/adjustments',
    summary: 'Adjustments in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access: { allowed: canSeeAdjustments, message: ADJUSTMENTS_REFUSED },
  });
  registerForm(app, deps, adjustmentsResource, adjustmentsForm, adjustmentsListServer, adjustmentsFormServer);
  registerWorkflow(app, deps, adjustmentServer);
};
