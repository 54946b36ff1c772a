import { z } from 'zod';

/** The texts an action may carry (a rejection's reason, an approval's evidence). */
export const ActionTexts = z.object({
  reason: z.string().trim().min(1).max(1000).optional(),
  evidence: z.string().trim().min(1).max(2000).optional(),
});

/** Most rows one bulk request names: the server runs them in short batches (kit/workflow/bulk.ts). */
export const BULK_MAX_IDS = 1_000;

export const BulkRow = z.object({
  id: z.string(),
  ok: z.boolean(),
  /** 200, or the status the single action would answer (403, 404, 409). */
  code: z.number().int(),
  status: z.string().nullable(),
  reasons: z.array(z.string()),
});
export const BulkResult = z.object({
  data: z.array(BulkRow),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type BulkResult = z.infer<typeof BulkResult>;

/** One step of a record's audit trail: who, from where, from which state to which. */
export const HistoryEntry = z.object({
  id: z.number().int(),
  version: z.number().int(),
  type: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor_user_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  location: z.record(z.string(), z.unknown()).nullable(),
  payload: z.record(z.string(), z.unknown()),
  occurred_at: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** The contracts every workflow resource shares, for its own action names. */
export function workflowContracts<A extends string>(actions: readonly [A, ...A[]]) {
  const Action = z.enum(actions);
  return {
    Action,
    ActionAvailability: z.object({
      action: Action,
      label: z.string(),
      available: z.boolean(),
      /** Empty when available; otherwise why not, in words. */
      reasons: z.array(z.string()),
      /** Who could take it. */
      who: z.string(),
    }),
    BulkRequest: ActionTexts.extend({
      action: Action,
      ids: z.array(z.uuid()).min(1).max(BULK_MAX_IDS),
    }),
  };
}
