import type { FastifyPluginAsync } from 'fastify';
import { canSeeTimeOff } from '../pto/policy';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { PTO_REFUSED } from '../pto/server';
import { timeOffRequestsResource } from './contract';
import { timeOffRequestsForm } from './form';
import { timeOffFormServer } from './form.server';
import { timeOffListServer } from './queries';
import { timeOffServer } from './workflow.server';

/** The public entry of time off requests for the rest of the server: the seed records their transitions through the workflow server. */
export { timeOffEvents, timeOffServer, type TimeOffRow } from './workflow.server';

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

/** Time off requests have no subscribers: approval deducts from the balance in its own transaction. */
export const timeOffRequestsPart: ResourceServerPart = {
  routes: timeOffRoutes,
  subscribers: [],
};
