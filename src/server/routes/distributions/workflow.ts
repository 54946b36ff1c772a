import { z } from 'zod';
import { distributionDefinition } from '../../../../machines/distribution/distribution.definition';
import { Distribution } from '../../../domain/contracts/distributions';
import { canSeeDistributions, DISTRIBUTIONS_REFUSED } from '../../../domain/policy/distributions';
import { distributions } from '../../db/schema';
import { defineWorkflowServer } from '../../kit/workflow/server';
import { distributionEvents } from './events';
import { projectDistribution } from './projection';
import { distributionScope, joined, toDto, type DistributionRecord } from './queries';

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
  access: { allowed: canSeeDistributions, message: DISTRIBUTIONS_REFUSED },
});
