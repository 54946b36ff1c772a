import { OnboardingStatus } from '../contracts/onboarding-status';
import { stepTitle } from '../onboarding/step-routes';
import { isAdmin, isEor, isPartner, isTimeSheetOnly, type Subject } from '../policy/capabilities';
import { defineResource } from './define';
import { onboardingStatusQuery } from './onboarding-status-query';

/**
 * Who opens the Onboarding list (the side menu's "Admin Assignments", shown to all in spec §2):
 * admins see everyone, a partner's staff their own people, any other user their own
 * organisation's users with steps left. Time-sheet-only users keep to timesheets.
 */
export const canSeeOnboardingStatus = (user: Subject) => !isTimeSheetOnly(user);

/** Who mails a user a reminder of their next step: admins, and a partner's staff for their people. */
export const canRemindOnboarding = (user: Subject) =>
  isAdmin(user) || (isPartner(user) && !isTimeSheetOnly(user));

/** The employer's people who bring workers on: its owner, its company admins and its recruiters. */
const ONBOARDING_ROLES: readonly (string | null)[] = [
  'owner',
  'admin',
  'recruiter',
  'recruiter_payroll',
  'recruiter_sourcer',
];

/** Who hears that a worker of theirs finished onboarding or is stuck in it (a partner's or an EOR's). */
export const hearsOfWorkerOnboarding = (user: Subject) =>
  (isPartner(user) || isEor(user)) && ONBOARDING_ROLES.includes(user.role);

/** `/onboarding` and `/admin/assignments` (title Onboarding): users with steps left. */
export const onboardingStatusResource = defineResource({
  name: 'onboarding_status',
  apiPath: '/onboarding_status',
  specPaths: ['/onboarding', '/admin/assignments'],
  labels: { singular: 'Onboarding', plural: 'Onboarding' },
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
