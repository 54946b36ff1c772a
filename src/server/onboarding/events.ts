import { z } from 'zod';
import type { EventStream } from '../events/payloads';

/**
 * A worker's onboarding, keyed by their contractor profile: `onboarding.finished` when the last
 * required step is done (again, should a step added later be done too). It is what tells the
 * employer (notifications), so it names the worker's user and profile.
 */
export const onboardingEvents: EventStream = {
  type: 'onboarding',
  payloads: {
    'onboarding.finished': z.strictObject({ user_id: z.uuid(), contractor_id: z.uuid() }),
  },
};
