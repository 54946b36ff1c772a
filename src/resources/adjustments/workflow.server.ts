import { z } from 'zod';
import type { ProjectedEvent } from '../../server/kit/workflow/server';
import { defineStatusWorkflowServer } from '../../server/kit/workflow/status';
import { adjustmentFields, adjustmentStatusWorkflow } from './chart';
import { AdjustmentActionBody, adjustmentsResource } from './contract';
import { canSeeAdjustments } from './policy';
import type { AdjustmentDirection } from './query';
import { joined, toDto, type AdjustmentRecord } from './queries';
import { adjustments } from './table';

export type AdjustmentRow = typeof adjustments.$inferSelect;

const pick = (p: Record<string, unknown>): Partial<AdjustmentRow> =>
  Object.fromEntries(
    Object.keys(adjustmentFields)
      .filter((f) => f in p)
      .map((f) => [f, p[f]]),
  ) as Partial<AdjustmentRow>;
const reason = (e: ProjectedEvent) => (e.payload.reason as string | undefined) ?? null;

export const ADJUSTMENTS_REFUSED =
  'Adjustments are for partner, EOR and admin users with sensitive access';

/**
 * The adjustment lifecycle on the server: its chart's declaration plus its rows, DTO and creation.
 * The kit projects the status and `approved_at`; `project` the rest: every event moves `updated_at`,
 * an edit its fields, a rejection or reversal keeps its reason.
 */
export const adjustmentServer = defineStatusWorkflowServer({
  workflow: adjustmentStatusWorkflow,
  resource: adjustmentsResource,
  created: z.strictObject({
    ...adjustmentFields,
    id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    contractor_id: z.uuid(),
  }),
  // Whoever adds it is its author.
  createdRow: (p, e) => ({
    ...p,
    reason: null,
    approved_at: null,
    created_by_user_id: e.actor_user_id,
    updated_at: e.occurred_at,
  }),
  project: (_row, e) => ({
    updated_at: e.occurred_at,
    ...(e.type === 'adjustment.edit' ? pick(e.payload) : {}),
    ...(e.type === 'adjustment.reject' || e.type === 'adjustment.reverse'
      ? { reason: reason(e) }
      : {}),
  }),
  actionBody: AdjustmentActionBody,
  rows: joined,
  scope: { partner_id: adjustments.partner_id, eor_id: adjustments.eor_id },
  toDto,
  row: (r: AdjustmentRecord) => r.a,
  facts: (r: AdjustmentRecord) => ({
    direction: r.a.direction as AdjustmentDirection,
    on_invoice: r.on_invoice,
  }),
  table: adjustments,
  access: { allowed: canSeeAdjustments, message: ADJUSTMENTS_REFUSED },
});

export const adjustmentEvents = adjustmentServer.events;
