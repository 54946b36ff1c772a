/**
 * Typed amounts to integer cents and back, by their digits: money never passes through a float.
 * Accepts `1250`, `1,250.5`, `$1,250.50`, `-12.05`; refuses more than two decimals or anything else.
 */
export function parseAmountCents(text: string): number | null {
  const m = /^(-)?\$?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = (m[2] ?? '').replaceAll(',', '');
  const cents = BigInt(whole) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(m[1] ? -cents : cents);
}

/** `125050` → `1250.50`: how a stored amount reads again in a form field. */
export function centsToAmount(cents: number): string {
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
