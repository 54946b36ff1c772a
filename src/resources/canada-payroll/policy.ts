import {
  canSeeCanada,
  canSeePayroll,
  isAdminLike,
  isPartner,
  type Subject,
} from '../../domain/policy/capabilities';

/**
 * `/canada-payroll`: spec §5 hides everything Canadian unless the user is admin-like or Canada is
 * enabled for the partner (canSeeCanada); the overview is payroll, so a partner's user also needs
 * spec §6 canSeePayroll. Contractors, clients and sales partners never open it.
 */
export const canSeeCanadaPayroll = (u: Subject) =>
  canSeeCanada(u) && (isAdminLike(u) || (isPartner(u) && canSeePayroll(u)));

export const CANADA_PAYROLL_REFUSED =
  'Canada payroll is for admins, and for payroll users of partners with Canada enabled';
