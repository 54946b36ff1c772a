import {
  canSeePayroll,
  isAdmin,
  isContractor,
  isPartner,
  type Subject,
} from '../../domain/policy/capabilities';

/**
 * Who opens /screenings: a contractor (their own), a partner's staff who handle its workers'
 * onboarding and pay (their contractors'), and admins. Screening results are personal: clients,
 * EORs, sales partners and timesheet-only staff never see them.
 */
export const canSeeScreenings = (user: Subject) =>
  isAdmin(user) || isContractor(user) || (isPartner(user) && canSeePayroll(user));
