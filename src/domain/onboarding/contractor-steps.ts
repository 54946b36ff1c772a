/**
 * The onboarding steps a new contractor must complete (spec §3 Requirements), as the demo's
 * contractors have them: W-2 onboarding adds the employment forms to the basic two.
 */
export const CONTRACTOR_STEPS = ['personal_info', 'tax_forms'] as const;
export const W2_CONTRACTOR_STEPS = [
  ...CONTRACTOR_STEPS,
  'i9_form',
  'direct_deposit',
  'employee_handbook',
] as const;

export const contractorSteps = (requiresW2: boolean): string[] => [
  ...(requiresW2 ? W2_CONTRACTOR_STEPS : CONTRACTOR_STEPS),
];
