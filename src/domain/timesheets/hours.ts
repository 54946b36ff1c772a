/** 24-hour "HH:MM" (spec §5: time strings are entered in 24-hour form and shown in 12-hour form). */
export const TIME_24H = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOf(time: string): number {
  const m = TIME_24H.exec(time);
  if (!m) throw new Error(`not a 24-hour time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * Spec §5: hours = end − start − break/60; an end earlier than the start rolls into the next day.
 * Returned in hundredths of an hour (integers), so totals never accumulate float error.
 */
export function hoursWorkedHundredths(start: string, end: string, breakMinutes: number): number {
  let span = minutesOf(end) - minutesOf(start);
  if (span < 0) span += 24 * 60;
  return Math.round(((span - breakMinutes) * 100) / 60);
}

export const formatHours = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** "13:05" → "1:05 PM". */
export function to12Hour(time: string): string {
  const total = minutesOf(time);
  const h = Math.floor(total / 60);
  const m = total % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}
