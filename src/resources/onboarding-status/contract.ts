import { z } from 'zod';
import { stepTitle } from '../../domain/onboarding/step-routes';
import { defineResource } from '../../domain/resources/define';
import { onboardingStatusQuery } from './query';
import { ONBOARDING_USER_TYPES } from '../../domain/onboarding/requirements';

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

/** `/onboarding` and `/admin/assignments` (title Onboarding): users with steps left. */
export const onboardingStatusResource = defineResource({
  name: 'onboarding_status',
  apiPath: '/onboarding_status',
  specPaths: ['/onboarding', '/admin/assignments'],
  labels: {
    singular: 'Onboarding',
    plural: 'Onboarding',
    caption: 'Users with onboarding steps left',
    noun: 'users',
    empty: 'No one has onboarding steps left with these filters.',
    count: ['user onboarding', 'users onboarding'],
  },
  item: OnboardingStatus,
  query: onboardingStatusQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'email', value: (r) => r.email },
    { header: 'user_type', value: (r) => r.user_type },
    { header: 'partner', value: (r) => r.partner_name ?? '' },
    { header: 'current_step', value: (r) => stepTitle(r.current_step) },
    { header: 'steps_done', value: (r) => String(r.steps_done) },
    { header: 'steps_total', value: (r) => String(r.steps_total) },
    { header: 'since', value: (r) => r.since },
    { header: 'last_reminded_at', value: (r) => r.last_reminded_at ?? '' },
  ],
  actions: {},
});
