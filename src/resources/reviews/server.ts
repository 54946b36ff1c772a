import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { reviewsResource } from './contract';
import { reviewsForm } from './form';
import { reviewsFormServer } from './form.server';
import { canSeeReviews, REVIEWS_REFUSED } from './policy';
import { reviewsListServer } from './queries';
import { reviewTypeRoutes } from './review-types.server';
import { reviewServer } from './workflow.server';

/** The public entry of reviews for the rest of the server: the seed records review transitions through the workflow server. */
export { reviewEvents, reviewServer } from './workflow.server';

/** /v2/reviews: the list (and CSV), the form's POST and PATCH, and the workflow's detail, actions, history and bulk. */
export const reviewRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, reviewsResource, reviewsListServer, {
    path: '/reviews',
    summary:
      'Reviews in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access: { allowed: canSeeReviews, message: REVIEWS_REFUSED },
  });
  registerForm(app, deps, reviewsResource, reviewsForm, reviewsListServer, reviewsFormServer);
  registerWorkflow(app, deps, reviewServer);
};

/** /v2/review_types and /v2/reviews; reviews have no subscribers. */
export const reviewsPart: ResourceServerPart = {
  routes: async (app, deps) => {
    await app.register(reviewTypeRoutes, deps);
    await app.register(reviewRoutes, deps);
  },
  subscribers: [],
};
