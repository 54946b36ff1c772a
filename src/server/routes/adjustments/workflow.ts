import { adjustmentDefinition, type AdjustmentStored } from '../../../../machines/adjustment/adjustment.definition';
import { Adjustment, AdjustmentActionBody } from '../../../domain/contracts/adjustments';
import { canSeeAdjustments } from '../../../domain/policy/adjustments';
import { adjustments } from '../../db/schema';
import { defineWorkflowServer } from '../../kit/workflow/server';
import { adjustmentEvents } from './events';
import { projectAdjustment } from './projection';
import { joined, toDto, type AdjustmentRecord } from './queries';

export const ADJUSTMENTS_REFUSED = 'Adjustments are for partner, EOR and admin users with sensitive access';

/** The adjustment lifecycle on the server: the shared definition plus its table, DTO, reducer and event payloads. */
export const adjustmentServer = defineWorkflowServer({
  definition: adjustmentDefinition,
  apiPath: '/adjustments',
  itemKey: 'adjustment',
  item: Adjustment,
  actionBody: AdjustmentActionBody,
  rows: joined,
  id: adjustments.id,
  scope: { partner_id: adjustments.partner_id, eor_id: adjustments.eor_id },
  toDto,
  row: (r: AdjustmentRecord) => r.a,
  storedOf: (row) => ({ status: row.status as AdjustmentStored['status'] }),
  facts: (r: AdjustmentRecord) => ({ direction: r.a.direction as 'pay' | 'bill', on_invoice: r.on_invoice }),
  table: adjustments,
  reduce: projectAdjustment,
  events: adjustmentEvents,
  access: { allowed: canSeeAdjustments, message: ADJUSTMENTS_REFUSED },
});
