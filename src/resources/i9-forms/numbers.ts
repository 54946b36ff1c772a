import { z } from 'zod';

/**
 * The I-9's identity-document numbers. Each is sealed at rest in a column of its own name; lists
 * and details show only `<field>_masked` (its last four digits), and the full numbers are revealed
 * through `GET /v2/i9_forms/document_numbers/{id}` to those who may see an SSN, after step-up.
 */
export const I9_SECTION1_NUMBERS = [
  'alien_number',
  'i94_number',
  'foreign_passport_number',
] as const;
export const I9_SECTION2_NUMBERS = ['list_a_number', 'list_b_number', 'list_c_number'] as const;
export const I9_NUMBERS = [...I9_SECTION1_NUMBERS, ...I9_SECTION2_NUMBERS] as const;
export type I9NumberField = (typeof I9_NUMBERS)[number];

export const I9_NUMBER_LABELS: Record<I9NumberField, string> = {
  alien_number: 'USCIS A-Number',
  i94_number: 'Form I-94 admission number',
  foreign_passport_number: 'Foreign passport number',
  list_a_number: 'List A: document number',
  list_b_number: 'List B: document number',
  list_c_number: 'List C: document number',
};

/** Where a form's answers keep a number's last four digits, and where the API shows them masked. */
export const lastFourKey = (field: I9NumberField) => `${field}_last4` as const;
export const maskedKey = (field: I9NumberField) => `${field}_masked` as const;

/** How a document number is shown without step-up: `•••• 1234`. */
export const maskDocumentNumber = (lastFour: string) => `•••• ${lastFour}`;

/**
 * Whether a number is given: in the body as sent, or already on the record being edited (which the
 * API shows only masked, so an edit that leaves the field empty keeps the stored number).
 */
export const hasNumber = (input: Record<string, unknown>, field: I9NumberField) =>
  Boolean(input[field] || input[maskedKey(field)]);

/** The full numbers of one I-9, as the reveal answers them (null where none was given). */
export const I9DocumentNumbers = z.object(
  Object.fromEntries(I9_NUMBERS.map((f) => [f, z.string().nullable()])) as Record<
    I9NumberField,
    z.ZodNullable<z.ZodString>
  >,
);
export type I9DocumentNumbers = z.infer<typeof I9DocumentNumbers>;
