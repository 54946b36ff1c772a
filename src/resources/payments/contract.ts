import { z } from 'zod';
import { canEditPayments } from '../../domain/policy/capabilities';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { allocationStatuses, allocationSubStatuses } from './allocation-status';
import { canPayInvoices } from './policy';
import { paymentsQuery } from './query';

export const paymentStatuses = ['pending', 'processing', 'settled', 'failed', 'cancelled'] as const;
export const PaymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
/** Spec §4's transfer statuses. */
export const TransferStatus = z.enum(['processing', 'paid', 'failed']);
export type TransferStatus = z.infer<typeof TransferStatus>;
export const PaymentSource = z.enum(['pay', 'bank_statement', 'manual']);

/** Amounts a JavaScript number carries exactly, in integer cents. */
const Cents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const PositiveCents = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** One payment as the API sends it; money in integer cents. */
export const Payment = z.object({
  id: z.uuid(),
  number: z.string(),
  status: PaymentStatus,
  payer_name: z.string(),
  client_id: z.uuid().nullable(),
  partner_id: z.uuid().nullable(),
  amount_cents: Cents,
  allocated_cents: Cents,
  unallocated_cents: Cents,
  allocation_status: z.enum(allocationStatuses),
  allocation_sub_status: z.enum(allocationSubStatuses).nullable(),
  source: PaymentSource,
  paid_through_method: z.boolean(),
  reference: z.string().nullable(),
  received_date: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentAllocation = z.object({
  id: z.uuid(),
  invoice_id: z.uuid(),
  invoice_number: z.string(),
  amount_cents: Cents,
  sub_status: z.enum(allocationSubStatuses),
  created_at: z.string(),
  /** Taken back: the line is kept, with when, by whom (email) and why. */
  reversal: z.object({ at: z.string(), by: z.string().nullable(), reason: z.string() }).nullable(),
});
export type PaymentAllocation = z.infer<typeof PaymentAllocation>;

export const Transfer = z.object({
  id: z.uuid(),
  amount_cents: Cents,
  status: TransferStatus,
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Transfer = z.infer<typeof Transfer>;

/** An invoice a payment may go to, with what it still owes and the suggested amount. */
export const OpenInvoice = z.object({
  id: z.uuid(),
  number: z.string(),
  client_name: z.string(),
  due_date: z.string().nullable(),
  total_due_cents: Cents,
  remaining_cents: Cents,
  suggested_cents: Cents,
});
export type OpenInvoice = z.infer<typeof OpenInvoice>;

/** GET /payments/{id}/ledger: where the payment's money went and how it moved. */
export const PaymentLedger = z.object({
  payment: Payment,
  allocations: z.array(PaymentAllocation),
  transfers: z.array(Transfer),
  open_invoices: z.array(OpenInvoice),
});
export type PaymentLedger = z.infer<typeof PaymentLedger>;

export const AllocateRequest = z.object({
  allocations: z
    .array(z.object({ invoice_id: z.uuid(), amount_cents: PositiveCents }))
    .min(1)
    .max(50),
});
export type AllocateRequest = z.infer<typeof AllocateRequest>;

/** Taking one allocation back needs a reason (the chart says so when it is blank). */
export const UnallocateRequest = z.object({ reason: z.string().max(2000) });
export type UnallocateRequest = z.infer<typeof UnallocateRequest>;

/** POST /pay: the client pays one open invoice, in full, through one of its payment methods. */
export const PayRequest = z.object({ invoice_id: z.uuid(), bank_method_id: z.uuid() });
export type PayRequest = z.infer<typeof PayRequest>;

export const PayMethodChoice = z.object({
  id: z.uuid(),
  label: z.string(),
  is_default: z.boolean(),
});
/** GET /pay/options: what the signed-in payer may pay, and with what. */
export const PayOptions = z.object({
  invoices: z.array(OpenInvoice),
  methods: z.array(PayMethodChoice),
});
export type PayOptions = z.infer<typeof PayOptions>;

/** The receipt /pay/success shows. */
export const PayReceipt = z.object({ payment: Payment, invoice_number: z.string().nullable() });
export type PayReceipt = z.infer<typeof PayReceipt>;

/** A bank statement is small: one month of credits. */
export const STATEMENT_MAX_ROWS = 1_000;
export const STATEMENT_MAX_BYTES = 512 * 1024;
/** Said on the import page and in the refusals, so the two never disagree. */
export const STATEMENT_LIMITS_TEXT = 'at most 1,000 rows and 512 KB per file';
export const STATEMENT_COLUMNS = ['date', 'amount', 'payer', 'reference'] as const;
/** One credit line as the import page shows it: the payer is a client's name as you see it. */
export const STATEMENT_EXAMPLE = '2026-11-19,"1,200.00",Globex,Remittance INV-000042';

/** POST /payment_uploads: a bank statement CSV (date,amount,payer,reference) as text. */
export const StatementUpload = z.object({
  filename: z.string().min(1).max(255),
  content: z
    .string()
    .min(1, 'The file is empty')
    .max(STATEMENT_MAX_BYTES, {
      message: `The file is too large: ${STATEMENT_LIMITS_TEXT}`,
      abort: true,
    }),
});
export type StatementUpload = z.infer<typeof StatementUpload>;

export const StatementReport = z.object({
  /** Null when a bad row kept the whole file out. */
  upload_id: z.uuid().nullable(),
  created: z.number().int(),
  /** What the created payments add up to; 0 when nothing was created. */
  total_cents: Cents,
  rows: z.array(z.object({ row: z.number().int(), ok: z.boolean(), errors: z.array(z.string()) })),
  /** The payments the file created, in file order (an admin's settled, ready to allocate). */
  payments: z.array(Payment),
});
export type StatementReport = z.infer<typeof StatementReport>;

export const paymentActions = ['mark_received', 'retry', 'cancel'] as const;
export type PaymentAction = (typeof paymentActions)[number];

/** Spec §6: "Payments created by employers or self-funded partners; edited by admin." */
export const paymentActionMeta: Record<PaymentAction, ActionMeta> = {
  mark_received: { label: 'Mark received', tone: 'primary', who: 'admins', may: canEditPayments },
  retry: {
    label: 'Retry',
    tone: 'primary',
    who: 'admins or the paying client',
    may: (u) => canEditPayments(u) || canPayInvoices(u),
  },
  cancel: {
    label: 'Cancel payment',
    tone: 'danger',
    confirm: true,
    who: 'admins',
    may: canEditPayments,
  },
};

/**
 * Taking back one allocation of a settled payment (finance allocated to the wrong invoice): spec §6
 * leaves editing payments to admins. Not an `/actions/{action}` of the chart: it names the allocation.
 */
export const removeAllocationMeta: ActionMeta = {
  label: 'Remove allocation',
  tone: 'danger',
  needs: 'reason',
  who: 'admins',
  may: canEditPayments,
};

/** Payments as a resource: the list and its CSV; the detail and the actions come from the workflow kit. */
export const paymentsResource = defineResource({
  name: 'payments',
  apiPath: '/payments',
  specPaths: ['/payments', '/payments/{id}'],
  labels: { singular: 'Payment', plural: 'Payments' },
  item: Payment,
  query: paymentsQuery,
  csv: [
    { header: 'id', value: (p) => p.id },
    { header: 'number', value: (p) => p.number },
    { header: 'payer', value: (p) => p.payer_name },
    { header: 'status', value: (p) => p.status },
    // Integer cents, as in the API: no rounding on the way to a spreadsheet.
    { header: 'amount_cents', value: (p) => p.amount_cents },
    { header: 'allocated_cents', value: (p) => p.allocated_cents },
    { header: 'allocation_status', value: (p) => p.allocation_status },
    { header: 'allocation_sub_status', value: (p) => p.allocation_sub_status },
    { header: 'source', value: (p) => p.source },
    { header: 'reference', value: (p) => p.reference },
    { header: 'received_date', value: (p) => p.received_date },
    { header: 'created_at', value: (p) => p.created_at },
  ],
  actions: paymentActionMeta,
});
