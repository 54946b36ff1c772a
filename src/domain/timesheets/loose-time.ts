/** What a time cell says when it cannot read what was typed. */
export const LOOSE_TIME_HINT = 'Enter a time such as 8, 8am, 4:30pm, 0830 or 17:00';

const pad = (n: number) => String(n).padStart(2, '0');
const MERIDIEM = /^(\d{1,2})(?::?(\d{2}))?\s*([ap])\.?m?\.?$/;
const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?$/;
const DIGITS = /^(\d{1,2})(\d{2})$/;

function hhmm(hours: number, minutes: number): string | null {
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/**
 * A time as people type it, as 24-hour "HH:MM" (spec §5 stores 24-hour times), or null when it is
 * not one: `8` → 08:00, `8am`/`8 AM`/`8a` → 08:00, `4:30pm` → 16:30, `12am` → 00:00, `0830`/`830`
 * → 08:30, `17:00`/`17.00` → 17:00. Bare numbers are 24-hour: `4` is four in the morning.
 */
export function parseLooseTime(typed: string): string | null {
  const s = typed.trim().toLowerCase();
  const m = MERIDIEM.exec(s);
  if (m) {
    const h = Number(m[1]);
    if (h < 1 || h > 12) return null;
    return hhmm((h % 12) + (m[3] === 'p' ? 12 : 0), Number(m[2] ?? 0));
  }
  const c = CLOCK.exec(s) ?? DIGITS.exec(s);
  return c ? hhmm(Number(c[1]), Number(c[2] ?? 0)) : null;
}
