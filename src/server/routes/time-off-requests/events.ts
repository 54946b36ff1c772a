import { z } from 'zod';
import { timeOffRequestDefinition } from '../../../../machines/time-off-request/time-off-request.definition';
import type { TimeOffRequestEventType } from '../../../../machines/time-off-request/time-off-request.events';
import { TimeOffStatus } from '../../../domain/contracts/pto';
import { timeOffRequestsForm } from '../../../domain/resources/time-off-requests-form';
import type { EventStream } from '../../events/payloads';
import { transitionPayload } from '../../kit/workflow/payloads';

const step = transitionPayload(z.strictObject({ status: TimeOffStatus }));
const fields = timeOffRequestsForm.input.shape;
/** What a request asks, as first recorded and as an edit changes it (the balance stays). */
const Fields = z.strictObject({
  start_date: fields.start_date,
  end_date: fields.end_date,
  hours_hundredths: fields.hours_hundredths,
  notes: z.string().nullable(),
});

/** What each time-off event records; the store refuses any other payload. */
export const timeOffPayloads = {
  'time_off_request.created': Fields.extend({
    id: z.uuid(),
    partner_id: z.uuid(),
    contractor_id: z.uuid(),
    balance_id: z.uuid(),
    rule_id: z.uuid(),
  }),
  'timeOffRequest.edit': step.extend(Fields.partial().shape),
  'timeOffRequest.approve': step,
  'timeOffRequest.reject': step.extend({ reason: z.string().min(1) }),
  'timeOffRequest.cancel': step,
} satisfies Record<
  TimeOffRequestEventType | 'time_off_request.created',
  z.ZodType<Record<string, unknown>>
>;

export const timeOffEvents: EventStream = {
  type: timeOffRequestDefinition.name,
  payloads: timeOffPayloads,
};
