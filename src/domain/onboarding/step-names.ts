/**
 * Every onboarding step a user type can be asked to complete (spec §3 Requirements). The names are
 * stored in users' required and completed lists, so a name never changes once released.
 */
export const STEP_NAMES = [
  'personal_info',
  'tax_id',
  'tax_forms',
  'i9_form',
  'direct_deposit',
  'employee_handbook',
  'agreements',
  'background_check',
  'drug_test',
  'training',
  'health_check',
  'documents',
] as const;
export type StepName = (typeof STEP_NAMES)[number];
