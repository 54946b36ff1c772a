import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { canSeeTimeOff } from '../pto/policy';
import type { Tx } from '../../server/db/client';
import { ptoBalances } from '../../server/db/schema';
import { refusal } from '../../server/kit/workflow/refusal';
import type { ProjectedEvent } from '../../server/kit/workflow/server';
import { defineStatusWorkflowServer } from '../../server/kit/workflow/status';
import { availableOf, PTO_REFUSED } from '../pto/server';
import { timeOffFields, timeOffStatusWorkflow } from './chart';
import { overBalance, TimeOffActionBody, timeOffRequestsResource } from './contract';
import { joined, toDto, type TimeOffRecord } from './queries';
import { timeOffRequests } from './table';

export type TimeOffRow = typeof timeOffRequests.$inferSelect;

const pick = (p: Record<string, unknown>): Partial<TimeOffRow> =>
  Object.fromEntries(
    Object.keys(timeOffFields)
      .filter((f) => f in p)
      .map((f) => [f, p[f]]),
  ) as Partial<TimeOffRow>;
const reason = (e: ProjectedEvent) => (e.payload.reason as string | undefined) ?? null;

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

/**
 * The time-off lifecycle on the server: its chart's declaration plus its rows, DTO, creation and the
 * balance's lock. The kit projects the status and `decided_at`; `project` the rest: every event moves
 * `updated_at`, an edit its fields, a rejection keeps its reason.
 */
export const timeOffServer = defineStatusWorkflowServer({
  workflow: timeOffStatusWorkflow,
  resource: timeOffRequestsResource,
  created: z.strictObject({
    ...timeOffFields,
    id: z.uuid(),
    partner_id: z.uuid(),
    contractor_id: z.uuid(),
    balance_id: z.uuid(),
    rule_id: z.uuid(),
  }),
  // Whoever asks is its requester: only they may change or cancel it.
  createdRow: (p, e) => ({
    ...p,
    reason: null,
    decided_at: null,
    requested_by_user_id: e.actor_user_id,
    updated_at: e.occurred_at,
  }),
  project: (_row, e) => ({
    updated_at: e.occurred_at,
    ...(e.type === 'timeOffRequest.edit' ? pick(e.payload) : {}),
    ...(e.type === 'timeOffRequest.reject' ? { reason: reason(e) } : {}),
  }),
  actionBody: TimeOffActionBody,
  rows: joined,
  scope: { partner_id: timeOffRequests.partner_id, contractor_id: timeOffRequests.contractor_id },
  toDto,
  row: (r: TimeOffRecord) => r.r,
  facts: (r: TimeOffRecord) => ({
    requested_by_user_id: r.r.requested_by_user_id,
    started: r.started,
    hours_hundredths: r.r.hours_hundredths,
    available_hundredths: r.available,
  }),
  table: timeOffRequests,
  access: { allowed: canSeeTimeOff, message: PTO_REFUSED },
  alongside: holdBalance,
});

export const timeOffEvents = timeOffServer.events;
