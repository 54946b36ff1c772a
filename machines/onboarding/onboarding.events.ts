import { z } from 'zod';

/** The browser's events to the onboarding chart; each is checked at the edge with its schema. */
export const OnboardingEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('onboarding.opened') }),
  z.object({ type: z.literal('onboarding.returned') }),
  z.object({ type: z.literal('onboarding.sync') }),
  z.object({ type: z.literal('onboarding.skip'), at: z.number() }),
  z.object({ type: z.literal('onboarding.resume') }),
  z.object({ type: z.literal('onboarding.retry') }),
  z.object({ type: z.literal('onboarding.confirmRedirect') }),
  z.object({ type: z.literal('onboarding.declineRedirect') }),
]);
export type OnboardingEvent = z.infer<typeof OnboardingEvent>;
