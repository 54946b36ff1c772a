import type { ReportSchedule } from './contract';
import { WEEKDAYS } from '../../domain/reports/weekdays';

/** When a schedule runs, in words: "Every Monday at 08:00 (America/Chicago)". */
export const whenText = (
  s: Pick<ReportSchedule, 'frequency' | 'weekday' | 'month_day' | 'time' | 'time_zone'>,
) =>
  `${s.frequency === 'daily' ? 'Every day' : s.frequency === 'weekly' ? `Every ${WEEKDAYS[s.weekday ?? 1]}` : `Monthly on day ${s.month_day}`} at ${s.time} (${s.time_zone})`;

/** The next occurrence as local date and time, or why there is none. */
export const nextRunText = (s: Pick<ReportSchedule, 'paused' | 'next_run' | 'time_zone'>) =>
  s.paused ? 'None while paused' : `${s.next_run.replace('T', ' ')} (${s.time_zone})`;

export { WEEKDAYS };
