import { z } from 'zod';
import type { Subject } from '../policy/capabilities';
import { isContractor } from '../policy/capabilities';
import { defineForm, type FormField } from '../resources/form';
import { addressCheck, addressFormFields } from '../resources/place-form';
import { parseTaxId } from '../validation/tax-id';

export const TAX_FORM_TYPES = ['w4', 'w9'] as const;
export type TaxFormType = (typeof TAX_FORM_TYPES)[number];
export const TAX_FORM_TITLES: Record<TaxFormType, string> = {
  w4: "Form W-4, Employee's Withholding Certificate",
  w9: 'Form W-9, Request for Taxpayer Identification Number and Certification',
};

/**
 * Which tax form a worker signs: employees (W-2 onboarding: placed on an employee job, w-2,
 * international_eor or canada_t4) the W-4; independent contractors the W-9.
 */
export const taxFormOf = (user: Subject): TaxFormType | null =>
  isContractor(user) && user.contractor
    ? user.contractor.requires_w2_onboard
      ? 'w4'
      : 'w9'
    : null;

const REQUIRED = (label: string) => `${label} is required`;
const text = (label: string, max: number) =>
  z.string(REQUIRED(label)).trim().min(1, REQUIRED(label)).max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullable().optional();
const cents = z
  .number('Enter an amount such as 1250.00')
  .int()
  .min(0, 'Enter an amount of zero or more')
  .max(100_000_000, 'Enter a smaller amount')
  .nullable()
  .optional();
const address = {
  street_address_line_1: text('Street address', 100),
  street_address_line_2: optionalText(100),
  city: text('City', 60),
  state: z.string().trim().max(60).nullable().optional(),
  zipcode: z.string().trim().max(12).nullable().optional(),
  country: z.string(REQUIRED('Country')).trim().min(1, REQUIRED('Country')).max(60),
};
const signature = {
  signature_name: text('Signature', 120),
  certify: z.literal(true, 'Check the box to sign under penalties of perjury'),
};
const signatureFields: FormField[] = [
  {
    name: 'certify',
    label:
      'Under penalties of perjury, I declare that this certificate, to the best of my knowledge and belief, is true, correct, and complete.',
    kind: 'checkbox',
    required: true,
  },
  {
    name: 'signature_name',
    label: 'Signature (type your full legal name)',
    kind: 'text',
    required: true,
    maxLength: 120,
  },
];
const onlyUsAddress = addressFormFields.map((f) =>
  f.name === 'country' && f.kind === 'select'
    ? { ...f, options: () => [{ value: 'US', label: 'United States' }] }
    : f,
);

/** The taxpayer number by its type, and the address, as the forms' rule across fields; a blank is the schema's to judge. */
const tinCheck = (type: string, field: string) => (input: Record<string, unknown>) => {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '') return {};
  const checked = parseTaxId(type, value);
  return checked.ok ? {} : { [field]: checked.error };
};

export const FILING_STATUSES = [
  { value: 'single', label: 'Single or Married filing separately' },
  { value: 'married_jointly', label: 'Married filing jointly or Qualifying surviving spouse' },
  { value: 'head_of_household', label: 'Head of household' },
] as const;

/** Form W-4 (2020 and later): steps 1 to 5 as the IRS form asks them. */
export const w4Form = defineForm({
  input: z.object({
    first_name: text('First name and middle initial', 60),
    last_name: text('Last name', 60),
    // Blank signs with the SSN given at the tax id step; the server refuses a blank when none was.
    ssn: z.string().max(32, 'Enter the nine digits').nullable().optional(),
    ...address,
    filing_status: z.enum(
      ['single', 'married_jointly', 'head_of_household'],
      'Choose a filing status',
    ),
    multiple_jobs: z.boolean().optional(),
    dependents_amount_cents: cents,
    other_income_cents: cents,
    deductions_cents: cents,
    extra_withholding_cents: cents,
    ...signature,
  }),
  fields: [
    {
      name: 'first_name',
      label: 'Step 1(a): First name and middle initial',
      kind: 'text',
      required: true,
      maxLength: 60,
    },
    { name: 'last_name', label: 'Last name', kind: 'text', required: true, maxLength: 60 },
    {
      name: 'ssn',
      label: 'Social security number',
      kind: 'text',
      hint: 'Stored encrypted; only the last four digits are shown again. Given at the Tax ID step already? Leave it blank to use that number.',
      maxLength: 32,
    },
    ...onlyUsAddress,
    {
      name: 'filing_status',
      label: 'Step 1(c): Filing status',
      kind: 'select',
      required: true,
      options: () => FILING_STATUSES,
    },
    {
      name: 'multiple_jobs',
      label:
        'Step 2(c): I hold more than one job at a time, or am married filing jointly and my spouse also works',
      kind: 'checkbox',
    },
    {
      name: 'dependents_amount_cents',
      label: 'Step 3: Claim dependent and other credits (total)',
      kind: 'money',
      hint: 'Qualifying children under 17 × $2,000 plus other dependents × $500',
    },
    { name: 'other_income_cents', label: 'Step 4(a): Other income (not from jobs)', kind: 'money' },
    { name: 'deductions_cents', label: 'Step 4(b): Deductions', kind: 'money' },
    {
      name: 'extra_withholding_cents',
      label: 'Step 4(c): Extra withholding per pay period',
      kind: 'money',
    },
    ...signatureFields,
  ],
  may: { create: (u) => taxFormOf(u) === 'w4', update: (u) => taxFormOf(u) === 'w4' },
  check: (input) => ({ ...addressCheck(input), ...tinCheck('ssn', 'ssn')(input) }),
});

export const TAX_CLASSIFICATIONS = [
  { value: 'individual', label: 'Individual/sole proprietor' },
  { value: 'c_corporation', label: 'C corporation' },
  { value: 's_corporation', label: 'S corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'trust_estate', label: 'Trust/estate' },
  { value: 'llc', label: 'LLC' },
  { value: 'other', label: 'Other' },
] as const;

/** Form W-9 (Rev. March 2024): lines 1 to 6, Part I (TIN) and Part II (certification). */
export const w9Form = defineForm({
  input: z.object({
    name: text('Name', 120),
    business_name: optionalText(120),
    tax_classification: z.enum(
      [
        'individual',
        'c_corporation',
        's_corporation',
        'partnership',
        'trust_estate',
        'llc',
        'other',
      ],
      'Choose a federal tax classification',
    ),
    llc_classification: z.enum(['C', 'S', 'P']).nullable().optional(),
    other_classification: optionalText(60),
    exempt_payee_code: optionalText(2),
    fatca_exemption_code: optionalText(1),
    ...address,
    tin_type: z.enum(['ssn', 'ein'], 'Choose SSN or EIN'),
    tin: z.string(REQUIRED('Taxpayer identification number')).max(32, 'Enter the nine digits'),
    ...signature,
  }),
  fields: [
    {
      name: 'name',
      label: 'Line 1: Name (as shown on your income tax return)',
      kind: 'text',
      required: true,
      maxLength: 120,
    },
    {
      name: 'business_name',
      label: 'Line 2: Business name/disregarded entity name, if different',
      kind: 'text',
      maxLength: 120,
    },
    {
      name: 'tax_classification',
      label: 'Line 3a: Federal tax classification',
      kind: 'select',
      required: true,
      options: () => TAX_CLASSIFICATIONS,
    },
    {
      name: 'llc_classification',
      label: 'LLC tax classification',
      kind: 'select',
      hint: 'Only for an LLC: C corporation, S corporation or Partnership',
      options: () => [
        { value: 'C', label: 'C corporation' },
        { value: 'S', label: 'S corporation' },
        { value: 'P', label: 'Partnership' },
      ],
    },
    {
      name: 'other_classification',
      label: 'Other classification',
      kind: 'text',
      maxLength: 60,
      hint: 'Only with Other',
    },
    {
      name: 'exempt_payee_code',
      label: 'Line 4: Exempt payee code (if any)',
      kind: 'text',
      maxLength: 2,
    },
    {
      name: 'fatca_exemption_code',
      label: 'Exemption from FATCA reporting code (if any)',
      kind: 'text',
      maxLength: 1,
    },
    ...onlyUsAddress,
    {
      name: 'tin_type',
      label: 'Part I: Taxpayer identification number type',
      kind: 'select',
      required: true,
      options: () => [
        { value: 'ssn', label: 'Social security number' },
        { value: 'ein', label: 'Employer identification number' },
      ],
    },
    {
      name: 'tin',
      label: 'Taxpayer identification number',
      kind: 'text',
      required: true,
      hint: 'Stored encrypted; only the last four digits are shown again.',
      maxLength: 32,
    },
    ...signatureFields,
  ],
  may: { create: (u) => taxFormOf(u) === 'w9', update: (u) => taxFormOf(u) === 'w9' },
  check: (input) => {
    const errors: Record<string, string> = { ...addressCheck(input) };
    if (typeof input.tin_type === 'string')
      Object.assign(errors, tinCheck(input.tin_type, 'tin')(input));
    if (input.tax_classification === 'llc' && !input.llc_classification)
      errors.llc_classification = 'Choose the LLC tax classification';
    if (input.tax_classification === 'other' && !input.other_classification)
      errors.other_classification = 'Say which classification';
    return errors;
  },
});

/** The fields the forms keep as answers: everything but the sealed number and the signature itself. */
export const SEALED_FIELDS = ['ssn', 'tin', 'certify', 'signature_name'] as const;
