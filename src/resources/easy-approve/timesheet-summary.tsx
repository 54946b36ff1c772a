import type { Timesheet } from '../timesheets/contract';
import { statusWords } from '../../domain/format/words';
import { NO_TIMES_LABEL } from '../../domain/timesheets/hours-only';
import { formatDate, orMissing } from '../../domain/format/format';

/** The fields a client needs to decide on one timesheet. */
export function TimesheetSummary({ t }: { t: Timesheet }) {
  const rows: [string, string][] = [
    ['Contractor', t.contractor_name],
    ['Client', t.client_name],
    ['Job title', t.job_title],
    ['Date', `${t.day} ${formatDate(t.date)}`],
    ['Start', t.time_start_12h ?? NO_TIMES_LABEL],
    ['End', t.time_end_12h ?? NO_TIMES_LABEL],
    ['Break', `${t.break_time_minutes} min`],
    ['Hours', t.hours_worked],
    ['Timezone', t.timezone],
    ['Project code', orMissing(t.project_code)],
    ['Task', orMissing(t.task)],
    ['Status', statusWords(t.status)],
  ];
  return (
    <dl className="mt-4 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
