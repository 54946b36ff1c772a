import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { ActionTexts, HistoryEntry, workflowContracts } from '../../domain/contracts/workflow';
import { formatDecimal2 } from '../../domain/format/format';
import { canDecideTimeOff, canRequestTimeOff } from '../pto/policy';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { timeOffRequestsQuery, timeOffStatuses } from './query';

const Hundredths = z.number().int();
/** The hours a request asks for: the form takes them, its events record them. */
export const RequestedHours = z
  .number('Enter hours such as 8.00')
  .int()
  .min(1, 'More than 0.00 hours')
  .max(208_000, 'At most 2080.00 hours');

export const TimeOffStatus = z.enum(timeOffStatuses);

/** One time-off request, with its balance's available hours for the decision. */
export const TimeOffRequest = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  balance_id: z.uuid(),
  rule_id: z.uuid(),
  rule_name: z.string(),
  start_date: IsoDate,
  end_date: IsoDate,
  hours_hundredths: Hundredths,
  notes: z.string().nullable(),
  status: TimeOffStatus,
  /** Why it was rejected. */
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  requested_by_user_id: z.uuid().nullable(),
  available_hundredths: Hundredths,
  /** Its first day has come: it can no longer be cancelled. */
  started: z.boolean(),
  created_at: z.string(),
});
export type TimeOffRequest = z.infer<typeof TimeOffRequest>;

export const timeOffActions = ['approve', 'reject', 'cancel'] as const;
export type TimeOffAction = (typeof timeOffActions)[number];

const DECIDERS =
  'admins, partner owners, admins, managers and finance, or partners that decide their timesheets';

/** Every time-off action's button, dialog and rule: the browser and the server read the same. */
export const timeOffActionMeta: Readonly<Record<TimeOffAction, ActionMeta>> = {
  approve: { label: 'Approve', tone: 'primary', may: canDecideTimeOff, who: DECIDERS },
  reject: {
    label: 'Reject',
    tone: 'danger',
    needs: 'reason',
    may: canDecideTimeOff,
    who: DECIDERS,
  },
  cancel: {
    label: 'Cancel request',
    tone: 'neutral',
    confirm: true,
    may: canRequestTimeOff,
    who: 'the one who requested it',
  },
};

const { ActionAvailability } = workflowContracts(timeOffActions);
export const TimeOffRequestDetail = z.object({
  time_off_request: TimeOffRequest,
  actions: z.array(ActionAvailability),
});
export type TimeOffRequestDetail = z.infer<typeof TimeOffRequestDetail>;
export const TimeOffRequestHistory = z.object({ data: z.array(HistoryEntry) });
/** A time-off action's body: the reason a rejection needs. */
export const TimeOffActionBody = ActionTexts;

/**
 * Why a request of `hours` is refused by a balance, or null when it fits. `pending` is what other
 * requests already ask of it (counted when asking, not when approving: approval is what deducts).
 */
export function overBalance(hours: number, available: number, pending = 0): string | null {
  if (hours <= available - pending) return null;
  const waiting =
    pending > 0 ? `, and ${formatDecimal2(pending)} of them are already requested` : '';
  return `Only ${formatDecimal2(available)} hours are available${waiting}: this request asks for ${formatDecimal2(hours)}.`;
}

/** Time off requests as a resource: the list and its CSV; the detail and the actions come from the workflow kit. */
export const timeOffRequestsResource = defineResource({
  name: 'time_off_requests',
  apiPath: '/time_off_requests',
  specPaths: ['/time_off_requests', '/time_off_requests/{id}'],
  labels: {
    singular: 'Time off request',
    plural: 'Time off requests',
    title: 'Time Off Requests',
    count: ['request', 'requests'],
  },
  item: TimeOffRequest,
  query: timeOffRequestsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'rule', value: (r) => r.rule_name },
    { header: 'start_date', value: (r) => r.start_date },
    { header: 'end_date', value: (r) => r.end_date },
    { header: 'hours_hundredths', value: (r) => r.hours_hundredths },
    { header: 'status', value: (r) => r.status },
    { header: 'reason', value: (r) => r.reason },
    { header: 'notes', value: (r) => r.notes },
  ],
  actions: timeOffActionMeta,
});
