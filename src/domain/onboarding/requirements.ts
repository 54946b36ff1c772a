import type { UserType } from '../contracts/enums';
import { contractorSteps } from './contractor-steps';
import type { StepName } from './step-names';

/** Spec §3 Requirements as `GET /v2/requirements` answers them. */
export interface Requirements {
  required: string[];
  completed: string[];
  requires_w2_onboard: boolean;
}

/** User types that have onboarding at all; the rest (admin, eor) never have steps. */
export const ONBOARDING_USER_TYPES = ['contractor', 'client', 'partner', 'sales_partner'] as const;
export type OnboardingUserType = (typeof ONBOARDING_USER_TYPES)[number];

export const isOnboardingUserType = (t: string): t is OnboardingUserType =>
  (ONBOARDING_USER_TYPES as readonly string[]).includes(t);

/**
 * The steps a new profile of this type is asked: contractors by job classification (W-2) and their
 * partner's choice of optional steps; a client signs the client services addendum, a partner the
 * partner services agreement, a sales partner the terms of service (all the `agreements` step).
 */
export function requiredStepsFor(
  userType: UserType,
  opts: { requiresW2?: boolean; partnerSteps?: readonly string[] } = {},
): StepName[] {
  if (userType === 'contractor')
    return contractorSteps(opts.requiresW2 ?? false, opts.partnerSteps);
  if (isOnboardingUserType(userType)) return ['agreements'];
  return [];
}

/** The current step: the first required step not yet completed (spec §4), or null when all are done. */
export const currentStepOf = (r: Pick<Requirements, 'required' | 'completed'>): string | null =>
  r.required.find((s) => !r.completed.includes(s)) ?? null;

/** Spec §9: a user who skipped onboarding is not sent back to it for 5 minutes. */
export const SKIP_GRACE_MS = 300_000;

/** Spec §4 sync check texts. */
export const STEP_NOT_COMPLETED = 'step has not been completed yet!';
export const nextStepText = (title: string) => `${title} is next`;
export const CONGRATULATION = 'Congratulations! You have completed onboarding.';
