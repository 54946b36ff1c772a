import { holidayOn } from '../../domain/billing/holidays';
import { employeeJobClassifications, type JobClassification } from '../../domain/contracts/enums';
import { addDays, CURRENT_WEEK, HISTORY_FROM, seededRandom, type Placement } from './harbor-time';

/** A leave day is one usual shift: 8.00 hours. */
export const LEAVE_DAY_HUNDREDTHS = 800;
/** Time off taken in the history ends before the current week, whose timesheets still await approval. */
const LAST_TAKEN = addDays(CURRENT_WEEK, -3);
/** Leave is first taken two months after the waiting period, when a month's accruals cover it. */
const SETTLED_DAYS = 30 + 60;
const NOTES = ['Family trip', 'Moving house', 'Medical appointment', 'Long weekend', 'Wedding'];

export interface PlannedLeave {
  placement: Placement;
  days: string[];
  status: 'approved' | 'requested' | 'rejected';
  notes: string;
  requestedAt: Date;
  decidedAt: Date | null;
  reason?: string;
}

const isWorkday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidayOn(day);
};
const at = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Up to `count` consecutive workdays of one week from a random Monday between `from` and `to`. */
function pickDays(from: string, to: string, count: number, rand: () => number): string[] {
  const firstMonday = mondayOf(from);
  const weeks = Math.floor((Date.parse(to) - Date.parse(firstMonday)) / (7 * 86_400_000)) + 1;
  const monday = addDays(firstMonday, 7 * Math.floor(rand() * weeks));
  const offset = Math.floor(rand() * (6 - count));
  return Array.from({ length: count }, (_, i) => addDays(monday, offset + i)).filter(
    (d) => d >= from && d <= to && isWorkday(d),
  );
}

/**
 * Harbor Point's time off, decided before the history is built so that a day of approved leave is a
 * day without a timesheet. Only employees earn PTO (the rule covers employee jobs). Most take one to
 * three days once their accruals cover it, some a further day later; about a third of those still
 * placed ask for days around Christmas (awaiting the owner); one asks for the day after Thanksgiving
 * and is refused. Deterministic: its own fixed seed, in the placements' order.
 */
export function planLeave(placements: readonly Placement[]): PlannedLeave[] {
  const rand = seededRandom(20_261_124);
  const out: PlannedLeave[] = [];
  let refused = false;
  const note = () => NOTES[Math.floor(rand() * NOTES.length)]!;
  for (const placement of placements) {
    if (!employeeJobClassifications.includes(placement.classification as JobClassification))
      continue;
    const { start_date, end_date } = placement.assignment;
    const first = [start_date, HISTORY_FROM, addDays(start_date, SETTLED_DAYS)].sort().at(-1)!;
    const last = end_date && end_date < LAST_TAKEN ? end_date : LAST_TAKEN;
    if (first <= last && rand() < 0.75) {
      const days = pickDays(first, last, 1 + Math.floor(rand() * 3), rand);
      if (days.length) {
        out.push(taken(placement, days, note()));
        const again = addDays(days.at(-1)!, 28);
        if (again <= last && rand() < 0.3) {
          const more = pickDays(again, last, 1, rand);
          if (more.length) out.push(taken(placement, more, note()));
        }
      }
    }
    if (end_date !== null) continue;
    if (!refused) {
      refused = true;
      out.push({
        placement,
        days: ['2026-11-27'],
        status: 'rejected',
        notes: 'Day after Thanksgiving',
        requestedAt: at('2026-11-17', 9),
        decidedAt: at('2026-11-18', 16),
        reason: 'We are short-staffed the day after Thanksgiving.',
      });
    } else if (rand() < 0.35) {
      const days = ['2026-12-21', '2026-12-22', '2026-12-23'].slice(0, 1 + Math.floor(rand() * 3));
      out.push({
        placement,
        days,
        status: 'requested',
        notes: 'Holidays with family',
        requestedAt: at('2026-11-23', 10),
        decidedAt: null,
      });
    }
  }
  return out;
}

/** Taken leave: asked for three weeks ahead, approved by the owner the next day. */
function taken(placement: Placement, days: string[], notes: string): PlannedLeave {
  const asked = addDays(days[0]!, -21);
  return {
    placement,
    days,
    status: 'approved',
    notes,
    requestedAt: at(asked, 14),
    decidedAt: at(addDays(asked, 1), 16),
  };
}

/** The days each assignment's worker is on approved leave, for the history's timesheets to skip. */
export function daysOffOf(leave: readonly PlannedLeave[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const l of leave) {
    if (l.status !== 'approved') continue;
    const set = out.get(l.placement.assignment.id) ?? new Set<string>();
    for (const d of l.days) set.add(d);
    out.set(l.placement.assignment.id, set);
  }
  return out;
}
