import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { expenseTypes } from '../../domain/contracts/enums';
import { isAdmin, type Subject } from '../../domain/policy/capabilities';
import { defineResource } from '../../domain/resources/define';
import { centsToAmount } from '../../domain/resources/money-input';
import { decideAction, type ActionMeta, type Decision } from '../../domain/workflow/action-meta';
import { canDecideExpenses, canEnterExpenses, canReviewExpenses } from './policy';
import { expenseStatusValues, expensesQuery } from './query';

/** The approval states of an expense; equal to the chart's top-level states and the DB `status`. */
export const ExpenseStatus = z.enum(expenseStatusValues);
export type ExpenseStatus = z.infer<typeof ExpenseStatus>;
export const ExpenseType = z.enum(expenseTypes);
export type ExpenseType = z.infer<typeof ExpenseType>;

/** An expense is at most 1,000,000.00: larger sums are payroll runs or invoices, not expenses. */
const Amount = z
  .number('Enter an amount such as 45.00')
  .int('Enter whole cents')
  .min(1, 'An expense is more than 0.00')
  .max(1_000_000_00, 'At most 1,000,000.00');

const text = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullable().optional();

/** An expense as entered: the form takes it, its events record it (all but the assignment). */
export const ExpenseInput = z.object({
  assignment_id: z.uuid('Choose an assignment'),
  type: z.enum(expenseTypes, 'Choose a type'),
  amount_cents: Amount,
  date: IsoDate,
  category: text(100),
  description: text(2000),
  business_purpose: text(2000),
  acceptance_chance: z
    .number()
    .int('Enter a whole number')
    .min(0, 'From 0 to 100')
    .max(100, 'From 0 to 100')
    .nullable()
    .optional(),
  billable: z.boolean().optional(),
});

/** One expense as the API sends it (spec §3). Money is integer cents, never a float. */
export const Expense = z.object({
  id: z.string(),
  assignment_id: z.string(),
  contractor_id: z.string(),
  contractor_name: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  partner_id: z.string().nullable(),
  job_title: z.string(),
  type: ExpenseType,
  amount_cents: z.number().int(),
  date: IsoDate,
  category: z.string().nullable(),
  description: z.string().nullable(),
  business_purpose: z.string().nullable(),
  /** 0–100: how likely the client is to accept it as billable. */
  acceptance_chance: z.number().int().nullable(),
  reviewed: z.boolean(),
  billable: z.boolean(),
  status: ExpenseStatus,
  billed: z.boolean(),
  /** Its bill is on an invoice (draft or sent), which locks the approval. */
  on_invoice: z.boolean(),
  paid: z.boolean(),
  receipt_count: z.number().int(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  approval_email: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  rejected_at: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Expense = z.infer<typeof Expense>;

/** One receipt of an expense, with its short-lived `file_url` (spec §7 stored file). */
export const ExpenseReceipt = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  uploaded_at: z.string(),
  file_url: z.string(),
});
export type ExpenseReceipt = z.infer<typeof ExpenseReceipt>;
export const ExpenseReceipts = z.object({ data: z.array(ExpenseReceipt) });

export const ExpenseDetail = z.object({
  expense: Expense,
  actions: z.array(
    z.object({
      action: z.string(),
      label: z.string(),
      available: z.boolean(),
      reasons: z.array(z.string()),
      who: z.string(),
    }),
  ),
});
export type ExpenseDetail = z.infer<typeof ExpenseDetail>;

/** Receipts: an image or a PDF of at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** One page of expenses; `total_amount_cents` sums the whole filter, not just this page. */
export const ExpenseList = z.object({
  data: z.array(Expense),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_amount_cents: z.number().int(),
  }),
});
export type ExpenseList = z.infer<typeof ExpenseList>;

export const expenseActions = [
  'submit',
  'review',
  'approve',
  'reject',
  'unapprove',
  'mark_billed',
  'paid',
] as const;
export type ExpenseAction = (typeof expenseActions)[number];

const DECIDERS =
  'clients, employers of record, admins, or partners that are self-timesheet, self-funded, self-employer or self-approve';
const ENTRANTS =
  'the W-2 contractor who can input time, admins, or partner and EOR staff who see expenses';

const meta: Record<ExpenseAction, ActionMeta> = {
  submit: { label: 'Submit', may: canEnterExpenses, who: ENTRANTS, tone: 'primary' },
  review: {
    label: 'Mark reviewed',
    may: canReviewExpenses,
    who: `${DECIDERS}; or partner and EOR staff who see expenses`,
    tone: 'neutral',
  },
  approve: { label: 'Approve', may: canDecideExpenses, who: DECIDERS, tone: 'primary' },
  reject: {
    label: 'Reject',
    may: canDecideExpenses,
    who: DECIDERS,
    tone: 'danger',
    needs: 'reason',
  },
  unapprove: {
    label: 'Unapprove',
    may: canDecideExpenses,
    who: DECIDERS,
    tone: 'neutral',
    confirm: true,
  },
  // Billing and payroll set these when they take an approved expense; by hand only an admin may.
  mark_billed: {
    label: 'Mark Billed',
    may: isAdmin,
    who: 'admins (billing)',
    tone: 'neutral',
    confirm: true,
  },
  paid: { label: 'Mark Paid', may: isAdmin, who: 'admins (payroll)', tone: 'primary' },
};

/** Every expense action's button, dialog and spec §6 rule: the browser and the server read the same. */
export const expenseActionMeta: Readonly<Record<ExpenseAction, ActionMeta>> = meta;

/** Whether this user may ever take the action, independent of the expense's state. */
export const decideExpense = (action: ExpenseAction, u: Subject): Decision =>
  decideAction(expenseActionMeta[action], u);

/** Expenses as a resource: the list and its CSV; the detail and the actions come from the workflow kit. */
export const expensesResource = defineResource({
  name: 'expenses',
  apiPath: '/expenses',
  specPaths: ['/expenses', '/expenses/{id}'],
  labels: { singular: 'Expense', plural: 'Expenses' },
  item: Expense,
  page: ExpenseList,
  query: expensesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'date', value: (r) => r.date },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'client', value: (r) => r.client_name },
    { header: 'type', value: (r) => r.type },
    { header: 'category', value: (r) => r.category },
    // Exact: integer cents written as a decimal, never through a float.
    { header: 'amount', value: (r) => centsToAmount(r.amount_cents) },
    { header: 'status', value: (r) => r.status },
    { header: 'reviewed', value: (r) => r.reviewed },
    { header: 'billable', value: (r) => r.billable },
    { header: 'billed', value: (r) => r.billed },
    { header: 'paid', value: (r) => r.paid },
    { header: 'description', value: (r) => r.description },
    { header: 'business_purpose', value: (r) => r.business_purpose },
    { header: 'acceptance_chance', value: (r) => r.acceptance_chance },
  ],
  actions: expenseActionMeta,
});
