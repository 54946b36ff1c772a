import { eq } from 'drizzle-orm';
import {
  timeOffRequestDefinition,
  type TimeOffStored,
} from '../../../../machines/time-off-request/time-off-request.definition';
import { TimeOffActionBody, TimeOffRequest } from '../../../domain/contracts/pto';
import { canSeeTimeOff } from '../../../domain/policy/pto';
import { overBalance } from '../../../domain/pto/vocabulary';
import type { Tx } from '../../db/client';
import { ptoBalances, timeOffRequests } from '../../db/schema';
import { refusal } from '../../kit/workflow/refusal';
import { defineWorkflowServer } from '../../kit/workflow/server';
import { availableOf } from '../pto/balances';
import { PTO_REFUSED } from '../pto/messages';
import { timeOffEvents } from './events';
import { projectTimeOff, type TimeOffRow } from './projection';
import { joined, toDto, type TimeOffRecord } from './queries';

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
