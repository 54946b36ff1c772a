import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompleteScreening,
  OrderScreening,
  Screening,
  ScreeningOrdered,
} from '../../../domain/contracts/screenings';
import { ErrorBody, ValidationErrorBody } from '../../../domain/contracts/errors';
import { screeningsResource } from '../../../domain/resources/screenings';
import type { screeningsQuery } from '../../../domain/resources/screenings-query';
import { canSeeScreenings } from '../../../domain/screenings/policy';
import type { ScreeningStatus, ScreeningType } from '../../../domain/screenings/screening-types';
import type { Db } from '../../db/client';
import { partners, screenings, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { registryOf } from '../../integrations/registry';
import { completeScreening, orderAccess, orderScreening } from './orders';

const rows = (db: Db) =>
  db
    .select({
      s: screenings,
      first_name: users.first_name,
      last_name: users.last_name,
      partner_name: partners.entity_name,
    })
    .from(screenings)
    .innerJoin(users, eq(users.id, screenings.user_id))
    .leftJoin(partners, eq(partners.id, screenings.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

const toDto = ({ s, ...r }: Row): Screening => ({
  id: s.id,
  type: s.type as ScreeningType,
  contractor_id: s.contractor_id,
  contractor_name: `${r.first_name} ${r.last_name}`.trim(),
  partner_id: s.partner_id,
  partner_name: r.partner_name,
  provider: s.provider,
  status: s.status as ScreeningStatus,
  result: s.result,
  ordered_at: s.ordered_at.toISOString(),
  completed_at: s.completed_at?.toISOString() ?? null,
});

export const screeningsServer: ResourceServer<Row, Screening, typeof screeningsQuery> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(screenings).$dynamic(),
    id: screenings.id,
    filters: {
      type: screenings.type,
      status: screenings.status,
      ordered_at: screenings.ordered_at,
    },
    sorts: {
      ordered_at: [screenings.ordered_at],
      type: [screenings.type],
      status: [screenings.status],
    },
  },
  scope: { partner_id: screenings.partner_id, contractor_id: screenings.contractor_id },
  toDto,
};

const access = {
  allowed: canSeeScreenings,
  message: 'You are not allowed to see screenings',
};
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };

/**
 * `/v2/screenings` on the list kit, and the order's two ends: a contractor orders a screening its
 * onboarding requires; the provider's return URL (`/integrations/complete/checkr`) completes it.
 */
export const screeningsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const provider = registryOf(deps).screening;
  registerResource(app, deps, screeningsResource, screeningsServer, { access });
  app.post(
    '/screenings/order',
    {
      config: { may: orderAccess },
      schema: {
        tags: ['screenings'],
        summary: 'Order a screening the caller’s onboarding requires; answers where to go next',
        body: OrderScreening,
        response: { 201: ScreeningOrdered, ...errors, 502: ErrorBody },
      },
    },
    async (req, reply) => reply.status(201).send(await orderScreening(deps, provider, req)),
  );
  app.post(
    '/integrations/complete/checkr',
    {
      config: { may: orderAccess },
      schema: {
        tags: ['screenings'],
        summary: 'The provider’s return: complete the caller’s screening and its onboarding step',
        body: CompleteScreening,
        response: { 200: Screening, ...errors },
      },
    },
    async (req) => {
      const id = await completeScreening(deps, provider, req);
      const [row] = await rows(deps.db).where(eq(screenings.id, id));
      return toDto(row!);
    },
  );
};
