import type { Timesheet } from './contract';
import { statusWords } from '../../domain/format/words';

export const statusLabel = (s: Timesheet['status']) => statusWords(s);
export const billingLabel = (b: Timesheet['billing']) => (b === 'noBill' ? 'No Bill' : 'Billable');
export const paidLabel = (paid: boolean) => (paid ? 'Paid' : 'Unpaid');

export const statusBadge: Record<Timesheet['status'], string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  submitted: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  signed: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  deleted: 'bg-slate-200 text-slate-500 line-through dark:bg-slate-800 dark:text-slate-400',
};
