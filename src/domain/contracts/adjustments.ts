import { z } from 'zod';
import { adjustmentDirections, adjustmentPayers, adjustmentStatuses, adjustmentTypes } from '../adjustments/vocabulary';
import { adjustmentActions } from '../policy/adjustments';
import { IsoDate } from './calendar';
import { ActionTexts, HistoryEntry, workflowContracts } from './workflow';

export const AdjustmentStatus = z.enum(adjustmentStatuses);
export const AdjustmentDirection = z.enum(adjustmentDirections);
export const AdjustmentPayer = z.enum(adjustmentPayers);
export const AdjustmentType = z.enum(adjustmentTypes);

/** One adjustment as the API sends it; the amount in integer cents, always positive. */
export const Adjustment = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.uuid().nullable(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  client_id: z.uuid().nullable(),
  client_name: z.string().nullable(),
  assignment_id: z.uuid().nullable(),
  payer: AdjustmentPayer,
  direction: AdjustmentDirection,
  type: AdjustmentType,
  amount_cents: z.number().int().positive(),
  date: IsoDate,
  notes: z.string().nullable(),
  status: AdjustmentStatus,
  /** Its bill is on an invoice (draft or sent): it can no longer be reversed. */
  on_invoice: z.boolean(),
  /** Why it was rejected or reversed. */
  reason: z.string().nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
});
export type Adjustment = z.infer<typeof Adjustment>;

const { ActionAvailability } = workflowContracts(adjustmentActions);
export const AdjustmentDetail = z.object({ adjustment: Adjustment, actions: z.array(ActionAvailability) });
export type AdjustmentDetail = z.infer<typeof AdjustmentDetail>;
export const AdjustmentHistory = z.object({ data: z.array(HistoryEntry) });
/** An adjustment action's body: the reason that reject and reverse need. */
export const AdjustmentActionBody = ActionTexts;
