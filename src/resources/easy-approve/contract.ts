import { z } from 'zod';
import { Timesheet } from '../timesheets/contract';

/** The answer to sending a link: where it went, never the link itself (it is a capability). */
export const EasyApproveLinkSent = z.object({ sent_to: z.string(), expires_at: z.string() });
export type EasyApproveLinkSent = z.infer<typeof EasyApproveLinkSent>;
export const EasyApproveView = z.object({
  timesheet: Timesheet,
  /** Null while the link can still be used; otherwise what happened and who did it. */
  outcome: z.string().nullable(),
  expires_at: z.string(),
});
export type EasyApproveView = z.infer<typeof EasyApproveView>;
export const EasyApproveDecision = z.object({
  token: z.string().min(10).max(2000),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().min(1).max(1000).optional(),
});
