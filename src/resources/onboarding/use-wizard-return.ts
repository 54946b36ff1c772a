import { useSelector } from '@xstate/react';
import type { User } from '../../domain/contracts/user';
import { onboardingFor } from './actor';

/**
 * Where a step's own page (the W-4, the I-9) returns to: the wizard while the user still has steps
 * left, as the onboarding chart says; null when they came to the page on their own.
 */
export function useWizardReturn(user: User): string | null {
  const onboarding = useSelector(onboardingFor(user), (s) => s.hasTag('mustOnboard'));
  return onboarding ? `/onboard/${user.user_type}` : null;
}
