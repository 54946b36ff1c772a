import { z } from 'zod';
import { IsoDate } from './calendar';
import { expenseTypes } from './enums';
import { HistoryEntry } from './workflow';

/** The approval states of an expense; equal to the chart's top-level states and the DB `status`. */
export const expenseStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export const ExpenseStatus = z.enum(expenseStatuses);
export type ExpenseStatus = z.infer<typeof ExpenseStatus>;
export const ExpenseType = z.enum(expenseTypes);
export type ExpenseType = z.infer<typeof ExpenseType>;

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
export const ExpenseHistory = z.object({ data: z.array(HistoryEntry) });

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
