import { z } from 'zod';
import {
  isAdmin,
  isContractor,
  isPartner,
  isTimeSheetOnly,
  type Subject,
} from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';
import { addressCheck, addressFormFields } from '../../domain/resources/place-form';
import { hasNumber } from './numbers';
import { I9_STATUS_VALUES } from './statuses';

/**
 * Form I-9 (Edition 01/20/25). The worker's `i9_form` onboarding step completes with section 1: the
 * worker's own part is then done, and the employer's section 2 (documents examined within three
 * business days of the first day of work) shows as pending on /i9_forms until it is signed.
 */
export const I9_STATUSES = I9_STATUS_VALUES;
export type I9Status = (typeof I9_STATUSES)[number];

export const CITIZENSHIP_STATUSES = [
  { value: 'us_citizen', label: '1. A citizen of the United States' },
  { value: 'noncitizen_national', label: '2. A noncitizen national of the United States' },
  { value: 'permanent_resident', label: '3. A lawful permanent resident' },
  { value: 'authorized_alien', label: '4. A noncitizen authorized to work' },
] as const;

/**
 * The USCIS Lists of Acceptable Documents: one document from List A (identity and employment
 * authorization), or one from List B (identity) together with one from List C (employment authorization).
 */
export const I9_DOCUMENTS = {
  A: [
    'U.S. Passport or U.S. Passport Card',
    'Permanent Resident Card or Alien Registration Receipt Card (Form I-551)',
    'Foreign passport that contains a temporary I-551 stamp or temporary I-551 printed notation on a machine-readable immigrant visa',
    'Employment Authorization Document that contains a photograph (Form I-766)',
    'Foreign passport with Form I-94 or I-94A bearing the same name as the passport and an endorsement of the alien’s nonimmigrant status',
    'Passport from the Federated States of Micronesia or the Republic of the Marshall Islands with Form I-94 or Form I-94A',
  ],
  B: [
    "Driver's license or ID card issued by a State or outlying possession of the United States",
    'ID card issued by federal, state or local government agencies or entities, with a photograph or information such as name, date of birth, gender, height, eye color and address',
    'School ID card with a photograph',
    "Voter's registration card",
    'U.S. Military card or draft record',
    "Military dependent's ID card",
    'U.S. Coast Guard Merchant Mariner Card',
    'Native American tribal document',
    "Driver's license issued by a Canadian government authority",
    'School record or report card (under age 18)',
    'Clinic, doctor or hospital record (under age 18)',
    'Day-care or nursery school record (under age 18)',
  ],
  C: [
    'A Social Security Account Number card, unless the card is restricted',
    'Certification of report of birth issued by the Department of State (Forms DS-1350, FS-545, FS-240)',
    'Original or certified copy of birth certificate issued by a State, county, municipal authority or territory of the United States bearing an official seal',
    'Native American tribal document',
    'U.S. Citizen ID Card (Form I-197)',
    'Identification Card for Use of Resident Citizen in the United States (Form I-179)',
    'Employment authorization document issued by the Department of Homeland Security',
  ],
} as const;

const REQUIRED = (label: string) => `${label} is required`;
const text = (label: string, max: number) =>
  z.string(REQUIRED(label)).trim().min(1, REQUIRED(label)).max(max, `At most ${max} characters`);
const optional = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullable().optional();
const date = z.iso.date('Enter a date').nullable().optional();

/** Section 1 is the worker's; a worker of a W-2 onboarding fills it. */
const isWorker = (u: Subject) => isContractor(u);

/** Section 1: Employee information and attestation. */
export const i9Section1Form = defineForm({
  input: z.object({
    last_name: text('Last name (family name)', 60),
    first_name: text('First name (given name)', 60),
    middle_initial: optional(1),
    other_last_names: optional(120),
    street_address_line_1: text('Address', 100),
    street_address_line_2: optional(100),
    city: text('City or town', 60),
    state: z.string().trim().max(60).nullable().optional(),
    zipcode: z.string().trim().max(12).nullable().optional(),
    country: z.string(REQUIRED('Country')).trim().min(1, REQUIRED('Country')).max(60),
    date_of_birth: z.iso.date(REQUIRED('Date of birth')),
    email: z.email('Enter an email address').nullable().optional(),
    phone: optional(20),
    citizenship_status: z.enum(
      ['us_citizen', 'noncitizen_national', 'permanent_resident', 'authorized_alien'],
      'Check one of the four boxes',
    ),
    alien_number: optional(12),
    work_authorization_expires_on: date,
    i94_number: optional(11),
    foreign_passport_number: optional(20),
    foreign_passport_country: optional(60),
    signature_name: text('Signature of employee (type your full legal name)', 120),
    certify: z.literal(true, 'Check the box to attest under penalty of perjury'),
  }),
  fields: [
    {
      name: 'last_name',
      label: 'Last name (family name)',
      kind: 'text',
      required: true,
      maxLength: 60,
    },
    {
      name: 'first_name',
      label: 'First name (given name)',
      kind: 'text',
      required: true,
      maxLength: 60,
    },
    { name: 'middle_initial', label: 'Middle initial', kind: 'text', maxLength: 1 },
    {
      name: 'other_last_names',
      label: 'Other last names used (if any)',
      kind: 'text',
      maxLength: 120,
    },
    ...addressFormFields,
    { name: 'date_of_birth', label: 'Date of birth', kind: 'date', required: true },
    { name: 'email', label: "Employee's email address", kind: 'email' },
    { name: 'phone', label: "Employee's telephone number", kind: 'text', maxLength: 20 },
    {
      name: 'citizenship_status',
      label:
        'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form. I attest, under penalty of perjury, that I am (check one of the following boxes):',
      kind: 'select',
      required: true,
      options: () => CITIZENSHIP_STATUSES,
    },
    {
      name: 'alien_number',
      label: 'USCIS A-Number',
      kind: 'text',
      hint: 'For a lawful permanent resident, and for a noncitizen authorized to work (or one of the numbers below)',
      maxLength: 12,
    },
    {
      name: 'work_authorization_expires_on',
      label: 'Work authorization expiration date (if any)',
      kind: 'date',
      hint: 'For a noncitizen authorized to work',
    },
    { name: 'i94_number', label: 'Form I-94 admission number', kind: 'text', maxLength: 11 },
    {
      name: 'foreign_passport_number',
      label: 'Foreign passport number',
      kind: 'text',
      maxLength: 20,
    },
    { name: 'foreign_passport_country', label: 'Country of issuance', kind: 'text', maxLength: 60 },
    {
      name: 'certify',
      label: 'I attest, under penalty of perjury, that the information above is true and correct.',
      kind: 'checkbox',
      required: true,
    },
    {
      name: 'signature_name',
      label: 'Signature of employee (type your full legal name)',
      kind: 'text',
      required: true,
      maxLength: 120,
    },
  ],
  may: { create: isWorker, update: isWorker },
  check: (input) => {
    const errors: Record<string, string> = { ...addressCheck(input) };
    const anumber = typeof input.alien_number === 'string' ? input.alien_number : '';
    if (anumber && !/^A?\d{7,9}$/i.test(anumber))
      errors.alien_number = 'An A-Number is 7 to 9 digits, as A123456789';
    const passport = hasNumber(input, 'foreign_passport_number');
    if (input.citizenship_status === 'permanent_resident' && !hasNumber(input, 'alien_number'))
      errors.alien_number = 'A lawful permanent resident gives the USCIS A-Number';
    if (input.citizenship_status === 'authorized_alien') {
      if (
        !hasNumber(input, 'alien_number') &&
        !hasNumber(input, 'i94_number') &&
        !(passport && input.foreign_passport_country)
      )
        errors.alien_number =
          'Give the USCIS A-Number, the Form I-94 admission number, or the foreign passport number and country';
      if (passport && !input.foreign_passport_country)
        errors.foreign_passport_country = 'Say which country issued the passport';
    }
    return errors;
  },
});

/**
 * Who opens I-9s at all: admins, the employer's staff and the worker (scope decides whose). A sales
 * partner, a client or an EOR never reads one.
 */
export const mayReadI9Forms = (u: Subject) => isAdmin(u) || isPartner(u) || isContractor(u);

/** Section 2 is the employer's: admins and partner staff (not time-sheet-only). */
export const mayCompleteSection2 = (u: Subject) =>
  isAdmin(u) || (isPartner(u) && !isTimeSheetOnly(u));

const docTitle = (list: 'A' | 'B' | 'C') =>
  z
    .enum(I9_DOCUMENTS[list] as unknown as [string, ...string[]], `Choose a List ${list} document`)
    .nullable()
    .optional();

/** Section 2: Employer review and verification of the documents examined. */
export const i9Section2Form = defineForm({
  input: z.object({
    first_day_of_employment: z.iso.date(REQUIRED("Employee's first day of employment")),
    list_a_title: docTitle('A'),
    list_a_issuing_authority: optional(120),
    list_a_number: optional(40),
    list_a_expires_on: date,
    list_b_title: docTitle('B'),
    list_b_issuing_authority: optional(120),
    list_b_number: optional(40),
    list_b_expires_on: date,
    list_c_title: docTitle('C'),
    list_c_issuing_authority: optional(120),
    list_c_number: optional(40),
    list_c_expires_on: date,
    employer_name: text(
      'Last name, first name and title of employer or authorized representative',
      160,
    ),
    employer_business: text("Employer's business or organization name", 160),
    employer_signature: text('Signature of employer or authorized representative', 120),
  }),
  fields: [
    {
      name: 'first_day_of_employment',
      label: "Employee's first day of employment",
      kind: 'date',
      required: true,
    },
    ...(['A', 'B', 'C'] as const).flatMap((list) => {
      const key = list.toLowerCase();
      return [
        {
          name: `list_${key}_title`,
          label: `List ${list}: document title`,
          kind: 'select' as const,
          options: () => I9_DOCUMENTS[list].map((t) => ({ value: t, label: t })),
          hint:
            list === 'A'
              ? 'Either one List A document…'
              : list === 'B'
                ? '…or one List B document and one List C document'
                : undefined,
        },
        {
          name: `list_${key}_issuing_authority`,
          label: `List ${list}: issuing authority`,
          kind: 'text' as const,
          maxLength: 120,
        },
        {
          name: `list_${key}_number`,
          label: `List ${list}: document number`,
          kind: 'text' as const,
          maxLength: 40,
          sealed: true,
          hint: 'Kept sealed: when editing, leave blank to keep the number on file',
        },
        {
          name: `list_${key}_expires_on`,
          label: `List ${list}: expiration date (if any)`,
          kind: 'date' as const,
        },
      ];
    }),
    {
      name: 'employer_name',
      label: 'Last name, first name and title of employer or authorized representative',
      kind: 'text',
      required: true,
      maxLength: 160,
    },
    {
      name: 'employer_business',
      label: "Employer's business or organization name",
      kind: 'text',
      required: true,
      maxLength: 160,
    },
    {
      name: 'employer_signature',
      label: 'Signature of employer or authorized representative (type your name)',
      kind: 'text',
      required: true,
      maxLength: 120,
    },
  ],
  may: { create: () => false, update: mayCompleteSection2 },
  check: (input) => {
    const errors: Record<string, string> = {};
    const a = Boolean(input.list_a_title);
    const b = Boolean(input.list_b_title);
    const c = Boolean(input.list_c_title);
    if (a && (b || c))
      errors.list_a_title =
        'Either one List A document, or one List B and one List C document, not both';
    else if (!a && !(b && c)) {
      if (!b)
        errors[c ? 'list_b_title' : 'list_a_title'] = c
          ? 'With a List C document, add a List B document'
          : 'Choose a List A document, or one List B and one List C document';
      else errors.list_c_title = 'With a List B document, add a List C document';
    }
    for (const list of ['a', 'b', 'c'] as const)
      if (input[`list_${list}_title`] && !hasNumber(input, `list_${list}_number`))
        errors[`list_${list}_number`] = 'Document number is required';
    return errors;
  },
});
