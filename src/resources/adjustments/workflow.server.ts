import { z } from 'zod';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { adjustmentDefinition, type AdjustmentEventType, type AdjustmentStored } from './chart';
import { Adjustment, AdjustmentActionBody, AdjustmentStatus } from './contract';
import { adjustmentsForm } from './form';
import { canSeeAdjustments } from './policy';
import { projectAdjustment } from './projection';
import { joined, toDto, type AdjustmentRecord } from './queries';
import { adjustments } from './table';

const step = transitionPayload(z.strictObject({ status: AdjustmentStatus }));
const text = z.string().min(1);
const fields = adjustmentsForm.input.shape;
/** What an adjustment is, as first recorded and as an edit changes it (the contractor stays). */
const Fields = z.strictObject({
  client_id: z.uuid().nullable(),
  assignment_id: z.uuid().nullable(),
  direction: fields.direction,
  payer: fields.payer,
  type: fields.type,
  amount_cents: fields.amount_cents,
  date: fields.date,
  notes: z.string().nullable(),
});

/** What each adjustment event records; the store refuses any other payload. */
export const adjustmentPayloads = {
  'adjustment.created': Fields.extend({
    id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    contractor_id: z.uuid(),
  }),
  'adjustment.edit': step.extend(Fields.partial().shape),
  'adjustment.approve': step,
  'adjustment.reject': step.extend({ reason: text }),
  'adjustment.reverse': step.extend({ reason: text }),
  'adjustment.markInvoiced': step,
  'adjustment.unmarkInvoiced': step.extend({ invoice_id: z.uuid() }),
  'adjustment.markPaid': step,
} satisfies Record<AdjustmentEventType | 'adjustment.created', z.ZodType<Record<string, unknown>>>;

export const adjustmentEvents: EventStream = {
  type: adjustmentDefinition.name,
  payloads: adjustmentPayloads,
};

export const ADJUSTMENTS_REFUSED =
  'Adjustments are for partner, EOR and admin users with sensitive access';

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
  facts: (r: AdjustmentRecord) => ({
    direction: r.a.direction as 'pay' | 'bill',
    on_invoice: r.on_invoice,
  }),
  table: adjustments,
  reduce: projectAdjustment,
  events: adjustmentEvents,
  access: { allowed: canSeeAdjustments, message: ADJUSTMENTS_REFUSED },
});
