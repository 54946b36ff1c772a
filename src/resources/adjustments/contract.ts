import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { ActionTexts, HistoryEntry, workflowContracts } from '../../domain/contracts/workflow';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { canDecideAdjustments, canSettleAdjustments, canWriteAdjustments } from './policy';
import {
  adjustmentDirections,
  adjustmentPayers,
  adjustmentStatuses,
  adjustmentTypes,
  adjustmentsQuery,
} from './query';

export const AdjustmentStatus = z.enum(adjustmentStatuses);
export const AdjustmentDirection = z.enum(adjustmentDirections);
export const AdjustmentPayer = z.enum(adjustmentPayers);
export const AdjustmentType = z.enum(adjustmentTypes);
/** An adjustment's amount in integer cents: the form takes it, its events record it. */
export const AdjustmentAmount = z
  .number('Enter an amount such as 125.50')
  .int('Enter whole cents')
  .min(1, 'The amount must be above zero')
  .max(1_000_000_00, 'At most 1,000,000.00');

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

export const adjustmentActions = [
  'approve',
  'reject',
  'reverse',
  'mark_invoiced',
  'mark_paid',
] as const;
export type AdjustmentAction = (typeof adjustmentActions)[number];

const WRITERS =
  'admins, employers of record, or self-funded or self-employer partners (with sensitive access)';
const DECIDERS = 'admins, employers of record, or self-employer partners (with sensitive access)';

/** Every adjustment action's button, dialog and spec §6 rule: the browser and the server read the same. */
export const adjustmentActionMeta: Readonly<Record<AdjustmentAction, ActionMeta>> = {
  approve: { label: 'Approve', tone: 'primary', may: canDecideAdjustments, who: DECIDERS },
  reject: {
    label: 'Reject',
    tone: 'danger',
    needs: 'reason',
    may: canDecideAdjustments,
    who: DECIDERS,
  },
  reverse: {
    label: 'Reverse',
    tone: 'danger',
    needs: 'reason',
    may: canWriteAdjustments,
    who: WRITERS,
  },
  mark_invoiced: {
    label: 'Mark Invoiced',
    tone: 'neutral',
    confirm: true,
    may: canSettleAdjustments,
    who: 'admins (billing)',
  },
  mark_paid: {
    label: 'Mark Paid',
    tone: 'neutral',
    confirm: true,
    may: canSettleAdjustments,
    who: 'admins (payroll)',
  },
};

const { ActionAvailability } = workflowContracts(adjustmentActions);
export const AdjustmentDetail = z.object({
  adjustment: Adjustment,
  actions: z.array(ActionAvailability),
});
export type AdjustmentDetail = z.infer<typeof AdjustmentDetail>;
export const AdjustmentHistory = z.object({ data: z.array(HistoryEntry) });
/** An adjustment action's body: the reason that reject and reverse need. */
export const AdjustmentActionBody = ActionTexts;

/** Adjustments as a resource: the list and its CSV; the detail and the actions come from the workflow kit. */
export const adjustmentsResource = defineResource({
  name: 'adjustments',
  apiPath: '/adjustments',
  specPaths: ['/adjustments', '/adjustments/{id}'],
  labels: { singular: 'Adjustment', plural: 'Adjustments' },
  item: Adjustment,
  query: adjustmentsQuery,
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'date', value: (a) => a.date },
    { header: 'contractor', value: (a) => a.contractor_name },
    { header: 'client', value: (a) => a.client_name },
    { header: 'payer', value: (a) => a.payer },
    { header: 'direction', value: (a) => a.direction },
    { header: 'type', value: (a) => a.type },
    // Integer cents, as in the API: a spreadsheet reads them exactly.
    { header: 'amount_cents', value: (a) => a.amount_cents },
    { header: 'status', value: (a) => a.status },
    { header: 'approved_at', value: (a) => a.approved_at },
    { header: 'notes', value: (a) => a.notes },
  ],
  actions: adjustmentActionMeta,
});
