import { z } from 'zod';

export const CODE_LENGTH = 6;
export const CODE_REQUIRED = 'Code is required';
export const CODE_INVALID = 'Invalid code';

/** Spec §5: required, exactly six digits; Submit stays disabled until this passes. */
export const TwoFactorCode = z
  .string()
  .trim()
  .min(1, CODE_REQUIRED)
  .regex(/^\d{6}$/, CODE_INVALID);

/** The message to show under the field, or null when the code is valid. */
export function twoFactorCodeError(value: string): string | null {
  const result = TwoFactorCode.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? CODE_INVALID);
}
