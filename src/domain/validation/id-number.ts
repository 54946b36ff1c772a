/**
 * Reading the nine-digit personal and business numbers (SSN, ITIN, EIN, SIN) without a schema
 * library, so the browser's first page and the server share one check.
 *
 * ASCII digits only: `\d` in a JavaScript pattern never matches Arabic-Indic or fullwidth digits and
 * nothing here folds them (no NFKC), so `١٢٣-٤٥-٦٧٨٩` is refused, not read as a valid number.
 */

/** Longer than any way of writing these numbers; a longer input is refused before it is read. */
export const MAX_ID_INPUT = 32;

/** A checked number: its bare digits, or the one message to show under the field. */
export type IdCheck = { ok: true; value: string } | { ok: false; error: string };

export const idFailure = (error: string): IdCheck => ({ ok: false, error });

export type IdShape = {
  /** The bare digits when `value` is the groups with no separator or one separator used throughout; else null. */
  read(value: string): string | null;
  /** Bare digits written with the separator: `123456789` → `123-45-6789`. */
  format(digits: string): string;
  /** Everything but the last four digits starred: `6789` → `***-**-6789`. */
  mask(last4: string): string;
};

export function idShape(groups: readonly number[], separator: '-' | ' '): IdShape {
  const [first, ...rest] = groups.map((n) => `(\\d{${n}})`);
  // The separator is captured once and back-referenced, so `123-45 6789` does not read.
  const pattern = new RegExp(`^${first}([- ]?)${rest.join('\\2')}$`);
  const length = groups.reduce((sum, n) => sum + n, 0);
  const split = (text: string) => {
    let at = 0;
    return groups.map((n) => text.slice(at, (at += n))).join(separator);
  };
  return {
    read(value) {
      if (value.length > MAX_ID_INPUT) return null;
      const match = pattern.exec(value.trim());
      return match ? match.filter((_, i) => i > 0 && i !== 2).join('') : null;
    },
    format: split,
    mask: (last4) => split('*'.repeat(length - last4.length) + last4),
  };
}

/**
 * The common order of checks: required, then shape, then the number's own rules (`rule` answers a
 * message for bare digits that break one, or null).
 */
export function checkId(
  value: string,
  shape: IdShape,
  messages: { required: string; format: string },
  rule: (digits: string) => string | null = () => null,
): IdCheck {
  if (value.length <= MAX_ID_INPUT && value.trim() === '') return idFailure(messages.required);
  const digits = shape.read(value);
  if (digits === null) return idFailure(messages.format);
  const broken = rule(digits);
  return broken === null ? { ok: true, value: digits } : idFailure(broken);
}
