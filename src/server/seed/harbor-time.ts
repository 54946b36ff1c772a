import { holidayOn } from '../../domain/billing/holidays';
import type { User } from '../../domain/contracts/user';
import type { assignments } from '../db/schema';
import type { NewEvent } from '../events/store';
import type { TimesheetRow } from '../../resources/timesheets/server';
import { buildTimesheet, type Shift, type Step, type Team } from './timesheets';

/**
 * The demo agency's history runs on a fixed calendar, like the rest of the demo (its day is
 * 2026-11-24): six months of weeks from Monday 2026-06-01; the week of 2026-11-16 is the one still
 * awaiting approval.
 */
export const HISTORY_FROM = '2026-06-01';
export const CURRENT_WEEK = '2026-11-16';
const DAY = 86_400_000;

export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** A fixed-seed generator (mulberry32), so every start writes the same history. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each job's usual shift, and the Saturday half-shift a busy week adds (overtime past 40 hours). */
const SHIFTS: Record<string, Shift> = {
  'Forklift Operator': ['06:00', '14:30', 30],
  'Registered Nurse': ['07:00', '15:30', 30],
  'Line Cook': ['10:00', '18:30', 30],
  'Project Accountant': ['08:30', '17:00', 30],
  Electrician: ['07:00', '15:30', 30],
  'Data Engineer': ['09:00', '17:30', 30],
  'UX Designer': ['09:00', '17:30', 30],
  'CDL Driver': ['05:00', '13:30', 30],
};
const SATURDAY: Shift = ['08:00', '13:00', 0];

export type HistoryWeek = 'approved' | 'late' | 'rejected' | 'submitted' | 'draft';

/** How a worker's week went: most approved, a few submitted late or rejected; the current week waits. */
export function weekFate(monday: string, rand: () => number): HistoryWeek {
  const r = rand();
  if (monday === CURRENT_WEEK) return r < 0.75 ? 'submitted' : 'draft';
  if (r < 0.04) return 'rejected';
  if (r < 0.1) return 'late';
  return 'approved';
}

export interface Placement {
  assignment: typeof assignments.$inferSelect;
  jobTitle: string;
  classification: string;
  requiresSignature: boolean;
  worker: User;
}

/** The steps of one timesheet of a week with that fate, through the chart. */
function stepsOf(fate: HistoryWeek, requiresSignature: boolean): Step[] {
  const approve: Step[] = requiresSignature
    ? [
        ['sign', 'decider'],
        ['approve', 'decider'],
      ]
    : [['approve', 'decider']];
  if (fate === 'draft') return [];
  if (fate === 'submitted') return [['submit', 'worker']];
  if (fate === 'rejected')
    return [
      ['submit', 'worker'],
      ['reject', 'decider'],
    ];
  return [['submit', 'worker'], ...approve];
}

/**
 * Every workday of every week a placement worked in the history, as timesheets with their streams
 * (buildTimesheet: each step checked by the chart). Entered on Friday evening of the week (a late
 * week the Friday after), decided an hour apart; federal holidays and days of approved leave
 * (`daysOff`, by assignment) are days off.
 */
export function buildHistory(
  placements: readonly Placement[],
  actors: Pick<Team['actors'], 'decider' | 'partner' | 'admin'>,
  rand: () => number,
  daysOff: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): { rows: TimesheetRow[]; stream: NewEvent[] } {
  const rows: TimesheetRow[] = [];
  const stream: NewEvent[] = [];
  for (const p of placements) {
    const team: Team = {
      assignment: p.assignment,
      requiresSignature: p.requiresSignature,
      actors: { worker: p.worker, ...actors },
    };
    const first = p.assignment.start_date > HISTORY_FROM ? p.assignment.start_date : HISTORY_FROM;
    const last = p.assignment.end_date ?? addDays(CURRENT_WEEK, 6);
    const shift = SHIFTS[p.jobTitle] ?? SATURDAY;
    const off = daysOff.get(p.assignment.id);
    for (let monday = HISTORY_FROM; monday <= CURRENT_WEEK; monday = addDays(monday, 7)) {
      const fate = weekFate(monday, rand);
      const busy = rand() < 0.15;
      const days = [0, 1, 2, 3, 4, ...(busy ? [5] : [])]
        .map((d) => addDays(monday, d))
        .filter((d) => d >= first && d <= last && !holidayOn(d) && !off?.has(d));
      const entered = new Date(
        Date.parse(`${addDays(monday, fate === 'late' ? 11 : 4)}T21:00:00Z`),
      );
      days.forEach((day, i) => {
        const built = buildTimesheet(
          team,
          { steps: stepsOf(fate, p.requiresSignature) },
          i,
          entered,
          crypto.randomUUID(),
          { day, shift: day === addDays(monday, 5) ? SATURDAY : shift },
        );
        rows.push(built.row);
        stream.push(...built.stream);
      });
    }
  }
  return { rows, stream };
}
