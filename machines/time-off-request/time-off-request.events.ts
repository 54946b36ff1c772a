import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import { ActionTexts } from '../../src/domain/contracts/workflow';
import type { TimeOffAction } from '../../src/domain/policy/pto';

const reason = ActionTexts.shape.reason;

/** The acting user travels in every event; the server overwrites it from the session. */
export const TimeOffRequestEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('timeOffRequest.edit'), user: User }),
  z.object({ type: z.literal('timeOffRequest.approve'), user: User }),
  z.object({ type: z.literal('timeOffRequest.reject'), user: User, reason }),
  z.object({ type: z.literal('timeOffRequest.cancel'), user: User }),
]);
export type TimeOffRequestEvent = z.infer<typeof TimeOffRequestEvent>;
export type TimeOffRequestEventType = TimeOffRequestEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const timeOffEventForAction: Record<TimeOffAction, TimeOffRequestEventType> = {
  approve: 'timeOffRequest.approve',
  reject: 'timeOffRequest.reject',
  cancel: 'timeOffRequest.cancel',
};
