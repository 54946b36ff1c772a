import type { FastifyPluginAsync } from 'fastify';
import { canSeeReviews } from '../../../domain/policy/reviews';
import { reviewsResource } from '../../../domain/resources/reviews';
import { reviewsForm } from '../../../domain/resources/reviews-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerList } from '../../kit/register';
import { registerWorkflow } from '../../kit/workflow/register';
import { reviewsFormServer } from './form';
import { reviewsListServer } from './queries';
import { REVIEWS_REFUSED } from './review-types';
import { reviewServer } from './workflow';

export { reviewTypeRoutes } from './review-types';

/** /v2/reviews: the list (and CSV), the form's POST and PATCH, and the workflow's detail, actions, history and bulk. */
export const reviewRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, reviewsResource, reviewsListServer, {
    path: '/reviews',
    summary: 'Reviews in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access: { allowed: canSeeReviews, message: REVIEWS_REFUSED },
  });
  registerForm(app, deps, reviewsResource, reviewsForm, reviewsListServer, reviewsFormServer);
  registerWorkflow(app, deps, reviewServer);
};
