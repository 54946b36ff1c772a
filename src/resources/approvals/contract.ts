import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { centsToAmount } from '../../domain/resources/money-input';
import { approvalKinds, approvalsQuery, type ApprovalKind } from './query';

/** One record waiting for a decision, whatever its kind, with where it is decided. */
export const ApprovalItem = z.object({
  kind: z.enum(approvalKinds),
  id: z.string(),
  href: z.string(),
  status: z.string(),
  date: z.string(),
  contractor_id: z.string(),
  contractor_name: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  /** What it is about: the job for time, the type and category for an expense. */
  subject: z.string(),
  /** Money in cents (an expense), or null. */
  amount_cents: z.number().int().nullable(),
  /** Hours in hundredths (a timesheet), or null. */
  hours_hundredths: z.number().int().nullable(),
  waiting_since: z.string(),
});
export type ApprovalItem = z.infer<typeof ApprovalItem>;

export const ApprovalList = z.object({
  data: z.array(ApprovalItem),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** How many of the filtered queue are of each kind. */
    by_kind: z.object(
      Object.fromEntries(approvalKinds.map((k) => [k, z.number().int()])),
    ) as unknown as z.ZodType<Record<ApprovalKind, number>>,
  }),
});
export type ApprovalList = z.infer<typeof ApprovalList>;

/** The approvals queue (spec §6 canSeeApprovals): every kind of record awaiting a decision, in one list. */
export const approvalsResource = defineResource({
  name: 'approvals',
  apiPath: '/approvals',
  specPaths: ['/approvals'],
  labels: {
    singular: 'Approval',
    plural: 'Approvals',
    empty: 'Nothing is waiting for a decision.',
  },
  item: ApprovalItem,
  page: ApprovalList,
  query: approvalsQuery,
  csv: [
    { header: 'kind', value: (r) => r.kind },
    { header: 'id', value: (r) => r.id },
    { header: 'date', value: (r) => r.date },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'client', value: (r) => r.client_name },
    { header: 'subject', value: (r) => r.subject },
    { header: 'status', value: (r) => r.status },
    {
      header: 'amount',
      value: (r) => (r.amount_cents === null ? null : centsToAmount(r.amount_cents)),
    },
    {
      header: 'hours',
      value: (r) => (r.hours_hundredths === null ? null : centsToAmount(r.hours_hundredths)),
    },
    { header: 'waiting_since', value: (r) => r.waiting_since },
  ],
  actions: {},
});
