import { statusWords } from '../../../domain/format/words';

export type Tone = 'neutral' | 'waiting' | 'info' | 'good' | 'bad' | 'gone';

const toneClass: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  waiting: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  info: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  good: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  bad: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  gone: 'bg-slate-200 text-slate-500 line-through dark:bg-slate-800 dark:text-slate-400',
};

/** The one table of status colours, for every resource's statuses; an unknown status is neutral. */
const toneOfStatus: Readonly<Record<string, Tone>> = {
  draft: 'neutral',
  submitted: 'waiting',
  pending: 'waiting',
  section2_pending: 'waiting',
  verified: 'good',
  signed: 'info',
  approved: 'good',
  complete: 'good',
  paid: 'good',
  default: 'good',
  rejected: 'bad',
  failed: 'bad',
  deleted: 'gone',
  processing: 'info',
  settled: 'good',
  allocated: 'good',
  partially_allocated: 'waiting',
  cancelled: 'gone',
  hold: 'waiting',
  open: 'info',
  partially_paid: 'waiting',
  void: 'gone',
  reversed: 'gone',
  PENDING: 'waiting',
  PROCESSING: 'info',
  FINISHED: 'good',
  FAILED: 'bad',
};

/**
 * A status as a coloured pill; the words are the label, or the status read as words (statusWords). `tone` overrides
 * the table for a resource whose statuses have colours of their own (transactions, spec §4).
 */
export function StatusBadge({
  status,
  label,
  tone,
}: {
  status: string;
  label?: string;
  tone?: Tone;
}) {
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${toneClass[tone ?? toneOfStatus[status] ?? 'neutral']}`}
    >
      {label ?? statusWords(status)}
    </span>
  );
}
