export const CODE_LENGTH = 6;
export const CODE_REQUIRED = 'Code is required';
export const CODE_INVALID = 'Invalid code';

const SIX_DIGITS = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/**
 * Spec §5: required, exactly six digits; Submit stays disabled until this passes. The message to
 * show under the field, or null when the code is valid. A plain check: the modal's chart loads with
 * the first page, which carries no schema library.
 */
export function twoFactorCodeError(value: string): string | null {
  const code = value.trim();
  if (code === '') return CODE_REQUIRED;
  return SIX_DIGITS.test(code) ? null : CODE_INVALID;
}
