import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, ValidationErrorBody } from '../../domain/contracts/errors';
import type { Db } from '../../server/db/client';
import { partners, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registryOf } from '../../server/integrations/registry';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import {
  CompleteScreening,
  OrderScreening,
  Screening,
  ScreeningOrdered,
  screeningsResource,
} from './contract';
import type { ScreeningStatus, ScreeningType } from './kinds';
import { completeScreening, orderAccess, orderScreening } from './orders.server';
import { canSeeScreenings } from './policy';
import type { screeningsQuery } from './query';
import { screenings } from './table';

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

const screeningsServer: ResourceServer<Row, Screening, typeof screeningsQuery> = {
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
const screeningsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
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

export const screeningsPart: ResourceServerPart = { routes: screeningsRoutes, subscribers: [] };
