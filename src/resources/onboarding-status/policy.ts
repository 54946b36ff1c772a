import {
  isAdmin,
  isEor,
  isPartner,
  isTimeSheetOnly,
  type Subject,
} from '../../domain/policy/capabilities';

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
