import type { UserType } from '../contracts/enums';
import type { StepName } from './step-names';

/**
 * The documents signed electronically during onboarding. The text is the template the signer reads;
 * the server records the SHA-256 of exactly this text with each signature, so a later edit of a
 * template never changes what an earlier signer agreed to (their hash no longer matches it).
 */
export interface SignedDocument {
  title: string;
  /** The onboarding step a signature completes. */
  step: StepName;
  signers: readonly UserType[];
  agreeLabel: string;
  text: string;
}

export const DOCUMENT_KEYS = [
  'contractor_agreement',
  'employee_handbook',
  'client_services_addendum',
  'partner_services_agreement',
  'terms_of_service',
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const isDocumentKey = (key: string): key is DocumentKey =>
  (DOCUMENT_KEYS as readonly string[]).includes(key);

const AGREE = 'I have read this document and sign it electronically';

export const DOCUMENTS: Record<DocumentKey, SignedDocument> = {
  contractor_agreement: {
    title: 'Contractor Agreement',
    step: 'agreements',
    signers: ['contractor'],
    agreeLabel: AGREE,
    text: [
      'This agreement is between you and the staffing company that engages you through this platform.',
      '1. Services. You perform the services of each assignment you accept, on the schedule and at the rate it states.',
      '2. Time. You record the hours you work in timesheets on this platform, truthfully and by the end of each week.',
      '3. Pay. You are paid for approved hours at the assignment rate, by the method you set up during onboarding.',
      '4. Confidentiality. You keep confidential what you learn about clients and their business.',
      '5. Electronic signature. Typing your name below signs this agreement as a handwritten signature would.',
    ].join('\n\n'),
  },
  employee_handbook: {
    title: 'Employee Handbook',
    step: 'employee_handbook',
    signers: ['contractor'],
    agreeLabel: 'I acknowledge that I have received and read the Employee Handbook',
    text: [
      'Welcome. This handbook describes how employment through us works.',
      'Equal opportunity. We employ and promote without regard to race, colour, religion, sex, national origin, age, disability or any other protected status.',
      'Hours and timesheets. Submit your timesheet every week; your client approves it before payroll runs.',
      'Pay. Pay follows the payroll calendar; overtime is paid as the law of your work state requires.',
      'Conduct. Treat everyone at the client with respect; harassment of any kind is not tolerated.',
      'Safety. Report any injury at work the same day.',
      'Time off. Time off is requested in the platform and approved by your manager.',
    ].join('\n\n'),
  },
  client_services_addendum: {
    title: 'Client Services Addendum',
    step: 'agreements',
    signers: ['client'],
    agreeLabel: AGREE,
    text: [
      'This addendum sets the terms on which workers are supplied to you through this platform.',
      '1. Approvals. You review and approve timesheets promptly; approved hours are invoiced.',
      '2. Invoices. Invoices are due on the terms of your account; late amounts may be charged interest.',
      '3. Workplace. You provide a safe workplace and tell us of any incident the same day.',
      '4. Electronic signature. Typing your name below signs this addendum for your company.',
    ].join('\n\n'),
  },
  partner_services_agreement: {
    title: 'Partner Services Agreement',
    step: 'agreements',
    signers: ['partner'],
    agreeLabel: AGREE,
    text: [
      'This agreement sets the terms on which you use the platform to run your staffing business.',
      '1. Platform. You may use the platform for your clients and workers under your brand.',
      '2. Data. You keep the data of your clients and workers accurate and use it only for staffing.',
      '3. Fees. Platform fees are invoiced monthly as agreed in your order.',
      '4. Electronic signature. Typing your name below signs this agreement for your company.',
    ].join('\n\n'),
  },
  terms_of_service: {
    title: 'Terms of Service',
    step: 'agreements',
    signers: ['sales_partner'],
    agreeLabel: AGREE,
    text: [
      'These terms govern your use of the platform as a referral partner.',
      '1. Referrals. You refer businesses in good faith and describe the platform accurately.',
      '2. Commissions. Commissions are paid on the schedule of your referral agreement.',
      '3. Electronic signature. Typing your name below accepts these terms.',
    ].join('\n\n'),
  },
};

/** The document a user type signs for the `agreements` step. */
export const AGREEMENT_FOR: Partial<Record<UserType, DocumentKey>> = {
  contractor: 'contractor_agreement',
  client: 'client_services_addendum',
  partner: 'partner_services_agreement',
  sales_partner: 'terms_of_service',
};
