/** Spec §6 user types and roles, free of zod so routes that load with the first page can read them. */
export const userTypes = [
  'admin',
  'partner',
  'sales_partner',
  'eor',
  'client',
  'contractor',
] as const;

export const userRoles = [
  'owner',
  'manager',
  'finance',
  'admin',
  'recruiter',
  'recruiter_payroll',
  'recruiter_sourcer',
  'document_verifier',
  'time_sheet_only',
] as const;
