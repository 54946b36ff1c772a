import { z } from 'zod';

/**
 * What a worker already told us during onboarding (profile and address, tax id), as the forms that
 * come after read it. A sealed number never comes back: only its mask, to say it is on file.
 */
export interface KnownFacts {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  date_of_birth: string | null;
  street_address_line_1: string | null;
  street_address_line_2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  /** The social security number given at the tax id step, masked; null when none was given. */
  ssn_masked: string | null;
}

/** A form's starting values from what is known, and the sealed numbers on file by field (masked). */
export const Prefill = z.object({
  values: z.record(z.string(), z.string()),
  on_file: z.record(z.string(), z.string()),
});
export type Prefill = z.infer<typeof Prefill>;

export const PREFILL_FORMS = ['w4', 'i9'] as const;
export type PrefillForm = (typeof PREFILL_FORMS)[number];
export const prefillPath = (form: PrefillForm) => `/onboarding/prefill/${form}` as const;

const ADDRESS = [
  'street_address_line_1',
  'street_address_line_2',
  'city',
  'state',
  'zipcode',
  'country',
] as const;

/** Only what holds something: a blank is not known, and the form asks it. */
const known = (facts: KnownFacts, names: readonly (keyof KnownFacts)[]) =>
  Object.fromEntries(
    names.flatMap((n) => {
      const v = facts[n]?.trim();
      return v ? [[n, v]] : [];
    }),
  );

/**
 * Form W-4: name, the home address when it is in the United States (the form's only country), and
 * the SSN on file, which the server fills in from its sealed copy when the field is left blank.
 */
export function w4Prefill(facts: KnownFacts): Prefill {
  const usAddress = facts.country?.trim() === 'US';
  return {
    values: known(facts, ['first_name', 'last_name', ...(usAddress ? ADDRESS : [])]),
    on_file: facts.ssn_masked ? { ssn: facts.ssn_masked } : {},
  };
}

/** Form I-9 section 1: name, address, date of birth, email and telephone (the I-9 asks no SSN here). */
export function i9Prefill(facts: KnownFacts): Prefill {
  return {
    values: known(facts, [
      'last_name',
      'first_name',
      ...ADDRESS,
      'date_of_birth',
      'email',
      'phone',
    ]),
    on_file: {},
  };
}

export const PREFILLS: Record<PrefillForm, (facts: KnownFacts) => Prefill> = {
  w4: w4Prefill,
  i9: i9Prefill,
};
