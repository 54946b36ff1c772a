import { statusWords } from '../format/words';

/** Spec §4's payroll run statuses in words, for badges and filters (zod-free, for list routes). */
export const PAYROLL_RUN_STATUS_LABELS: Record<string, string> = {
  pre_draft: 'Pre-draft',
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  failed: 'Failed',
};

export const payrollRunStatusLabel = (status: string): string =>
  PAYROLL_RUN_STATUS_LABELS[status] ?? statusWords(status);
