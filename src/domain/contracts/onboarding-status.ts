import { z } from 'zod';
import { ONBOARDING_USER_TYPES } from '../onboarding/requirements';

/** One user with onboarding steps left (spec §4): who, for which partner, stuck at which step. */
export const OnboardingStatus = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(ONBOARDING_USER_TYPES),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  current_step: z.string(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  since: z.string(),
  last_reminded_at: z.string().nullable(),
});
export type OnboardingStatus = z.infer<typeof OnboardingStatus>;

export const ReminderSent = z.object({ sent_at: z.string() });
export type ReminderSent = z.infer<typeof ReminderSent>;
