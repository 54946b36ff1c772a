/** How often a schedule runs: daily, weekly on a weekday (0 Sunday), monthly on a day (1–28). */
export interface ScheduleTiming {
  frequency: 'daily' | 'weekly' | 'monthly';
  weekday: number | null;
  month_day: number | null;
  /** HH:MM, 24-hour, in `time_zone`. */
  time: string;
  time_zone: string;
}

/** An instant as local `YYYY-MM-DDTHH:MM` in a time zone, and its weekday (0 Sunday). */
export function localParts(at: Date, timeZone: string): { stamp: string; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return {
    stamp: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    weekday,
  };
}

const dayShift = (isoDay: string, days: number) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const monthShift = (isoDay: string, months: number, day: number) => {
  const d = new Date(`${isoDay.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return `${d.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
};

/**
 * The schedule's latest occurrence at or before `now`, as its local date and time
 * (`2026-11-30T09:00`): the key that makes each occurrence one run, whichever process sees it first.
 */
export function latestSlot(s: ScheduleTiming, now: Date): string {
  const { stamp, weekday } = localParts(now, s.time_zone);
  const today = stamp.slice(0, 10);
  const reached = stamp.slice(11) >= s.time;
  let day: string;
  if (s.frequency === 'daily') day = reached ? today : dayShift(today, -1);
  else if (s.frequency === 'weekly') {
    const back = (weekday - (s.weekday ?? 1) + 7) % 7;
    day = back === 0 && !reached ? dayShift(today, -7) : dayShift(today, -back);
  } else {
    const md = s.month_day ?? 1;
    const thisMonth = monthShift(today, 0, md);
    day =
      thisMonth < today || (thisMonth === today && reached) ? thisMonth : monthShift(today, -1, md);
  }
  return `${day}T${s.time}`;
}

/**
 * The schedule's next occurrence after `now`, as its local date and time: the occurrence after the
 * latest one, so it moves whenever the timing is edited and is what the detail page shows.
 */
export function nextSlot(s: ScheduleTiming, now: Date): string {
  const latest = latestSlot(s, now);
  const day = latest.slice(0, 10);
  const next =
    s.frequency === 'daily'
      ? dayShift(day, 1)
      : s.frequency === 'weekly'
        ? dayShift(day, 7)
        : monthShift(day, 1, s.month_day ?? 1);
  return `${next}T${s.time}`;
}
