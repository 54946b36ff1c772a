import { useSelector } from '@xstate/react';
import { CONGRATULATION } from '../../domain/onboarding/requirements';
import type { OnboardingRef } from './actor';
import { currentOnboarding } from './current';

function Banner({ ref_ }: { ref_: OnboardingRef }) {
  const show = useSelector(ref_, (s) => s.matches('complete') && s.context.congratulate);
  if (!show) return null;
  return (
    <p
      role="status"
      className="mt-3 rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800"
    >
      {CONGRATULATION}
    </p>
  );
}

/** Spec §4: the dashboard congratulates a user who has just completed onboarding. */
export function OnboardingCongratulation() {
  const ref = currentOnboarding();
  return ref ? <Banner ref_={ref} /> : null;
}
