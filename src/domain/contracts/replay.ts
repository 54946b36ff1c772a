import { z } from 'zod';

/** One action as one role met it at a step of a replay: open to them then, or why not. */
export const ReplayAction = z.object({
  action: z.string(),
  label: z.string(),
  /** The chart event the action sends, so the diagram can mark its transitions. */
  event: z.string(),
  available: z.boolean(),
  reasons: z.array(z.string()),
});

/** A representative user of one user type and role among the record's parties, judged by the chart. */
export const ReplayRole = z.object({
  /** `partner:owner`, as events record `actor_role`. */
  role: z.string(),
  label: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  actions: z.array(ReplayAction),
});

/** One event of a record folded by its workflow's reducer: who, from where, the state after, who could act next. */
export const ReplayStep = z.object({
  version: z.number().int(),
  type: z.string(),
  /** The spec's action name that sent it; null for the record's creation and edits. */
  action: z.string().nullable(),
  label: z.string(),
  occurred_at: z.string(),
  actor_user_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  location: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  evidence: z.string().nullable(),
  /** The typed full name of a signature recorded on this step (a client signing a timesheet). */
  signed_as: z.string().nullable(),
  /** What the step did beyond its name, in words: an allocation's payment and amount. */
  detail: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  /** Ids of the chart's state nodes active after the event (compound and leaf). */
  active: z.array(z.string()),
  roles: z.array(ReplayRole),
});

export const Replay = z.object({
  /** The chart's id, as `/developers/statecharts/<chart>` draws it. */
  chart: z.string(),
  id: z.string(),
  steps: z.array(ReplayStep),
});
export type ReplayAction = z.infer<typeof ReplayAction>;
export type ReplayRole = z.infer<typeof ReplayRole>;
export type ReplayStep = z.infer<typeof ReplayStep>;
export type Replay = z.infer<typeof Replay>;
