import {
  I9_NUMBERS,
  lastFourKey,
  maskDocumentNumber,
  maskedKey,
  type I9NumberField,
} from './numbers';
import type { Vault } from '../../server/crypto/vault';

/** The vault's associated data for a number: its table and column, so it opens only there. */
export const i9Column = (field: I9NumberField) => `i9_forms.${field}`;

/** How a number is kept: an A-Number without its leading A, every number trimmed. */
const normalise = (field: I9NumberField, value: string) => {
  const trimmed = value.trim();
  return field === 'alien_number' ? trimmed.replace(/^A/i, '') : trimmed;
};

export type SealedNumbers = Partial<Record<I9NumberField, string | null>>;

/**
 * The numbers of `fields` that `input` names, sealed for their columns, with the last four digits
 * the answers keep: an empty value clears the number. Fields `input` does not name are left out,
 * so the stored number stays.
 */
export function sealNumbers(
  vault: Vault,
  input: Record<string, unknown>,
  fields: readonly I9NumberField[],
): { columns: SealedNumbers; lastFours: Record<string, string | null> } {
  const columns: SealedNumbers = {};
  const lastFours: Record<string, string | null> = {};
  for (const field of fields) {
    if (!(field in input)) continue;
    const raw = input[field];
    const value = typeof raw === 'string' ? normalise(field, raw) : '';
    columns[field] = value ? vault.seal(i9Column(field), value) : null;
    lastFours[lastFourKey(field)] = value ? value.slice(-4) : null;
  }
  return { columns, lastFours };
}

/** A form's answers without any full number (a row written before numbers were sealed apart). */
export const withoutNumbers = (answers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(answers).filter(([k]) => !(I9_NUMBERS as readonly string[]).includes(k)),
  );

/** Answers as the API shows them: every number as `<field>_masked` (`•••• 1234`) and nothing more. */
export function maskedAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  const shown = withoutNumbers(answers);
  for (const field of I9_NUMBERS) {
    const key = lastFourKey(field);
    if (!(key in shown)) continue;
    const last4 = shown[key];
    delete shown[key];
    shown[maskedKey(field)] = typeof last4 === 'string' && last4 ? maskDocumentNumber(last4) : null;
  }
  return shown;
}
