import type { FastifyPluginAsync } from 'fastify';
import { canSeeTimeOff } from '../../../domain/policy/pto';
import { timeOffRequestsResource } from '../../../domain/resources/time-off-requests';
import { timeOffRequestsForm } from '../../../domain/resources/time-off-requests-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerList } from '../../kit/register';
import { registerWorkflow } from '../../kit/workflow/register';
import { PTO_REFUSED } from '../pto/messages';
import { timeOffFormServer } from './form';
import { timeOffListServer } from './queries';
import { timeOffServer } from './workflow';

/** /v2/time_off_requests: the list (and CSV), the form's POST and PATCH, and the workflow's detail, actions, history and bulk. */
export const timeOffRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, timeOffRequestsResource, timeOffListServer, {
    path: '/time_off_requests',
    summary:
      'Time off requests in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access: { allowed: canSeeTimeOff, message: PTO_REFUSED },
  });
  registerForm(
    app,
    deps,
    timeOffRequestsResource,
    timeOffRequestsForm,
    timeOffListServer,
    timeOffFormServer,
  );
  registerWorkflow(app, deps, timeOffServer);
};
