import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { EventStream } from '../../server/events/payloads';
import { registerList } from '../../server/kit/register';
import { transitionPayload } from '../../server/kit/workflow/payloads';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { distributionDefinition, type DistributionEventType } from './chart';
import { Distribution, DistributionStatus, distributionsResource } from './contract';
import { canSeeDistributions, DISTRIBUTIONS_REFUSED } from './policy';
import { projectDistribution } from './projection';
import {
  distributionScope,
  distributionsListServer,
  joined,
  toDto,
  type DistributionRecord,
} from './queries';
import { distributions } from './table';

const cents = z.number().int();
const step = transitionPayload(z.strictObject({ status: DistributionStatus }));

/** What each distribution event records; the store refuses any other payload. */
export const distributionPayloads = {
  'distribution.created': z.strictObject({
    id: z.uuid(),
    invoice_id: z.uuid(),
    partner_id: z.uuid(),
    sales_partner_id: z.uuid(),
    bill_cents: cents,
    pay_cents: cents,
    margin_cents: cents,
    rate_bps: z.number().int().min(0).max(10_000),
    amount_cents: cents,
    // Absent from the events written before rounds and reversals: round 1, reversing nothing.
    round: z.number().int().min(1).optional(),
    reverses_id: z.uuid().nullable().optional(),
  }),
  'distribution.markPaid': step,
  'distribution.reverse': step.extend({ reason: z.string().min(1) }),
} satisfies Record<
  DistributionEventType | 'distribution.created',
  z.ZodType<Record<string, unknown>>
>;

const distributionEvents: EventStream = {
  type: distributionDefinition.name,
  payloads: distributionPayloads,
};

const access = { allowed: canSeeDistributions, message: DISTRIBUTIONS_REFUSED };

/** The distribution lifecycle on the server: the shared definition plus its table, DTO, reducer and event payloads. */
export const distributionServer = defineWorkflowServer({
  definition: distributionDefinition,
  apiPath: '/distributions',
  itemKey: 'distribution',
  item: Distribution,
  actionBody: z.object({}),
  rows: joined,
  id: distributions.id,
  scope: distributionScope,
  toDto,
  row: (r: DistributionRecord) => r.d,
  storedOf: (row) => ({ status: row.status }),
  facts: (r: DistributionRecord) => ({
    amountCents: r.d.amount_cents,
    invoicePaid: r.invoice_status === 'paid',
  }),
  table: distributions,
  reduce: projectDistribution,
  events: distributionEvents,
  access,
});

/** /v2/distributions: the list (and CSV), and the workflow's detail, actions, history and bulk. */
export const distributionsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, distributionsResource, distributionsListServer, {
    path: '/distributions',
    summary:
      'Commission distributions in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access,
  });
  registerWorkflow(app, deps, distributionServer);
};

export const distributionsPart: ResourceServerPart = {
  routes: distributionsRoutes,
  subscribers: [],
};
