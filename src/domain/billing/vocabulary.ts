/**
 * The words of the billing API the browser needs before anything loads (URL search params), free of
 * schema code so list pages stay small.
 */
export const invoiceStatuses = ['draft', 'open', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatusName = (typeof invoiceStatuses)[number];
export const invoiceTypes = ['invoice', 'credit_note'] as const;
/** Spec §4 transaction status colours. */
export const transactionStatuses = ['approved', 'hold', 'complete'] as const;
export type TransactionStatusName = (typeof transactionStatuses)[number];
export const transactionKinds = ['pay', 'bill'] as const;
export const transactionSources = ['timesheet', 'expense', 'adjustment'] as const;
export const itemKinds = [
  'regular',
  'overtime',
  'double_overtime',
  'holiday',
  'expense',
  'adjustment',
] as const;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatusName, string> = {
  draft: 'Draft',
  open: 'Open',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatusName, string> = {
  approved: 'Approved',
  hold: 'Hold',
  complete: 'Complete',
};

/** Spec §4 colours: approved is ready (blue), hold waits (amber), complete is done (green). */
export const TRANSACTION_STATUS_TONES: Record<TransactionStatusName, 'info' | 'waiting' | 'good'> =
  {
    approved: 'info',
    hold: 'waiting',
    complete: 'good',
  };

/** A client's invoices are due this many days after sending unless its billing terms say otherwise. */
export const DEFAULT_PAYMENT_TERMS_NET_DAYS = 30;
