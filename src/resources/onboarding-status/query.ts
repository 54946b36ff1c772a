import { STEP_NAMES } from '../../domain/onboarding/step-names';
import { ONBOARDING_USER_TYPES } from '../../domain/onboarding/requirements';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const onboardingStatusQuery = {
  filters: {
    name: { kind: 'text', max: 100 },
    partner_id: { kind: 'uuid' },
    step: { kind: 'enum', values: STEP_NAMES },
    user_type: { kind: 'enum', values: ONBOARDING_USER_TYPES },
    /** When the user joined: `since_to` finds those onboarding for a long time (the dashboard's "stuck"). */
    since: { kind: 'dateRange' },
  },
  sorts: ['since', 'name', 'steps_done'],
  defaultSort: 'since',
} as const satisfies ListQueryDescriptor;

export type OnboardingStatusQuery = ListQuery<typeof onboardingStatusQuery>;
export type OnboardingStatusSearch = ListSearch<typeof onboardingStatusQuery>;
