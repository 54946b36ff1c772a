import type { OnboardingRef } from './actor';

// Apart from the chart so that the dashboard, which every user type opens, can read it without
// loading the chart's code and its zod schemas: only onboarding user types ever start one.
let current: { userId: string; ref: OnboardingRef } | null = null;

/** The user's chart: the one already started for them, else `start`'s, stopping another user's. */
export function onboardingOf(userId: string, start: () => OnboardingRef): OnboardingRef {
  if (current?.userId !== userId) {
    current?.ref.stop();
    current = { userId, ref: start() };
  }
  return current.ref;
}

/** The chart of whoever is signed in, if it was started (the dashboard reads its congratulation). */
export const currentOnboarding = (): OnboardingRef | null => current?.ref ?? null;
