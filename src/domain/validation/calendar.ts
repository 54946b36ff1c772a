/**
 * Calendar checks shared by the browser, the server and the CSV import, without a schema library
 * (the entry chart validates rows with them).
 */
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A day that exists, written YYYY-MM-DD, years 0001 to 9999: there is no year 0000 (PostgreSQL
 * refuses it), and 2026-02-30 is not a day.
 */
export function isCalendarDate(value: string): boolean {
  const m = YMD.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const last = month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= last;
}

let zones: Set<string> | undefined;
/** The runtime's IANA time zones plus UTC (which `supportedValuesOf` leaves out); built on first use. */
const knownZones = () => (zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']));
const ZONE_SHAPE = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/;

/**
 * An IANA time zone name. A name listed by the runtime passes; so does an IANA alias that Intl
 * resolves to a listed name (`Asia/Kolkata` where ICU lists `Asia/Calcutta`), so a browser and a
 * server whose ICU versions spell a zone differently still agree. Offsets (`+01:00`) and
 * abbreviations (`EST`) are not zone names.
 */
export function isTimeZone(value: string): boolean {
  if (knownZones().has(value)) return true;
  if (!ZONE_SHAPE.test(value)) return false;
  try {
    return knownZones().has(
      new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone,
    );
  } catch {
    return false;
  }
}
