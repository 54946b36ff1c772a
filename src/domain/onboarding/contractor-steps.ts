import type { StepName } from './step-names';

/**
 * The onboarding steps a new contractor must complete (spec §3 Requirements). An independent
 * contractor gives who they are and their tax id and forms; a W-2 (employee) job adds the
 * employment forms, pay and the handbook. A partner may require more of its workers
 * (`OPTIONAL_STEPS`), always after these.
 */
export const CONTRACTOR_STEPS = ['personal_info', 'tax_id', 'tax_forms'] as const;
export const W2_CONTRACTOR_STEPS = [
  ...CONTRACTOR_STEPS,
  'i9_form',
  'direct_deposit',
  'employee_handbook',
] as const;

/** Steps a partner can choose to require of its contractors, in the order they are asked. */
export const OPTIONAL_STEPS = [
  'agreements',
  'background_check',
  'drug_test',
  'training',
  'health_check',
  'documents',
] as const satisfies readonly StepName[];
export type OptionalStep = (typeof OPTIONAL_STEPS)[number];

export const isOptionalStep = (step: string): step is OptionalStep =>
  (OPTIONAL_STEPS as readonly string[]).includes(step);

export const contractorSteps = (
  requiresW2: boolean,
  partnerSteps: readonly string[] = [],
): StepName[] => [
  ...(requiresW2 ? W2_CONTRACTOR_STEPS : CONTRACTOR_STEPS),
  ...OPTIONAL_STEPS.filter((s) => partnerSteps.includes(s)),
];
