import { z } from 'zod';
import { adjustmentDefinition } from '../../../../machines/adjustment/adjustment.definition';
import type { AdjustmentEventType } from '../../../../machines/adjustment/adjustment.events';
import { AdjustmentStatus } from '../../../domain/contracts/adjustments';
import { adjustmentsForm } from '../../../domain/resources/adjustments-form';
import type { EventStream } from '../../events/payloads';
import { transitionPayload } from '../../kit/workflow/payloads';

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

export const adjustmentEvents: EventStream = { type: adjustmentDefinition.name, payloads: adjustmentPayloads };
