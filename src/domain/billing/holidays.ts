/**
 * Paid holidays: the eleven US federal holidays on their calendar day (the observed weekday when one
 * falls on a weekend is not shifted; work on the calendar day is what earns the holiday rate).
 */
const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The nth (1-based) weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(y: number, m: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = new Date(Date.UTC(y, m - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

export function federalHolidays(year: number): Map<string, string> {
  return new Map([
    [iso(year, 1, 1), "New Year's Day"],
    [iso(year, 1, nthWeekday(year, 1, 1, 3)), 'Martin Luther King Jr. Day'],
    [iso(year, 2, nthWeekday(year, 2, 1, 3)), "Washington's Birthday"],
    [iso(year, 5, nthWeekday(year, 5, 1, -1)), 'Memorial Day'],
    [iso(year, 6, 19), 'Juneteenth'],
    [iso(year, 7, 4), 'Independence Day'],
    [iso(year, 9, nthWeekday(year, 9, 1, 1)), 'Labor Day'],
    [iso(year, 10, nthWeekday(year, 10, 1, 2)), 'Columbus Day'],
    [iso(year, 11, 11), 'Veterans Day'],
    [iso(year, 11, nthWeekday(year, 11, 4, 4)), 'Thanksgiving Day'],
    [iso(year, 12, 25), 'Christmas Day'],
  ]);
}

/** The holiday's name on an ISO date, or null. */
export const holidayOn = (date: string): string | null =>
  federalHolidays(Number(date.slice(0, 4))).get(date) ?? null;
