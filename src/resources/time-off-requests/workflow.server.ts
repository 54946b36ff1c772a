import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { canSeeTimeOff } from '../../domain/policy/pto';
import type { Tx } from '../../server/db/client';
import { ptoBalances } from '../../server/db/schema';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';
import { refusal } from '../../server/kit/workflow/refusal';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { availableOf } from '../../server/routes/pto/balances';
import { PTO_REFUSED } from '../../server/routes/pto/messages';
import {
  timeOffRequestDefinition,
  type TimeOffRequestEventType,
  type TimeOffStored,
} from './chart';
import { overBalance, TimeOffActionBody, TimeOffRequest, TimeOffStatus } from './contract';
import { timeOffRequestsForm } from './form';
import { projectTimeOff, type TimeOffRow } from './projection';
import { joined, toDto, type TimeOffRecord } from './queries';
import { timeOffRequests } from './table';

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

/**
 * Approvals of different requests against one balance would each see the same available hours: the
 * balance row is locked after the approval is written, and what is left is read again under the lock,
 * so of two concurrent approvals the second sees the first and is refused if they overdraw it.
 */
async function holdBalance(tx: Tx, type: string, next: TimeOffRow) {
  if (type !== 'timeOffRequest.approve') return;
  const balance = eq(ptoBalances.id, next.balance_id);
  await tx.select({ id: ptoBalances.id }).from(ptoBalances).where(balance).for('update');
  // A statement of its own: its snapshot, taken once the lock is held, sees approvals committed meanwhile.
  const [b] = await tx.select({ available: availableOf }).from(ptoBalances).where(balance);
  const left = b?.available ?? 0;
  // `left` already counts this approval: it is refused only when the balance went below zero.
  const over = left < 0 ? overBalance(next.hours_hundredths, left + next.hours_hundredths) : null;
  if (over)
    throw refusal(
      {
        ok: false,
        code: 409,
        message: 'The balance changed: approve again once it holds the hours',
        reasons: [over],
      },
      'requested',
      'approve',
    );
}

/** The time-off lifecycle on the server: the shared definition plus its table, DTO, reducer and event payloads. */
export const timeOffServer = defineWorkflowServer({
  definition: timeOffRequestDefinition,
  apiPath: '/time_off_requests',
  itemKey: 'time_off_request',
  item: TimeOffRequest,
  actionBody: TimeOffActionBody,
  rows: joined,
  id: timeOffRequests.id,
  scope: { partner_id: timeOffRequests.partner_id, contractor_id: timeOffRequests.contractor_id },
  toDto,
  row: (r: TimeOffRecord) => r.r,
  storedOf: (row) => ({ status: row.status as TimeOffStored['status'] }),
  facts: (r: TimeOffRecord) => ({
    requested_by_user_id: r.r.requested_by_user_id,
    started: r.started,
    hours_hundredths: r.r.hours_hundredths,
    available_hundredths: r.available,
  }),
  table: timeOffRequests,
  reduce: projectTimeOff,
  events: timeOffEvents,
  access: { allowed: canSeeTimeOff, message: PTO_REFUSED },
  alongside: holdBalance,
});
