import {
  canAddAdjustments,
  canSensitive,
  isAdmin,
  isAdminLike,
  isEor,
  isPartner,
  isSelfEmployerPartner,
  type Subject,
} from '../../domain/policy/capabilities';

/**
 * Spec §2: Adjustments are for partner, EOR and admin users with sensitive access; the list, the
 * detail and the form are refused (403) to everyone else.
 */
export const canSeeAdjustments = (u: Subject) =>
  (isPartner(u) || isEor(u) || isAdmin(u)) && canSensitive(u);

/** Spec §6: added by self-funded or self-employer partners or admin-like users (who must see the page). */
export const canWriteAdjustments = (u: Subject) => canSeeAdjustments(u) && canAddAdjustments(u);

/**
 * Approving and rejecting is the employer's decision (spec §6 "Employer: admin or self-employer
 * partner"), widened to admin-like users as adding is: admins and EORs, and self-employer partners.
 */
export const canDecideAdjustments = (u: Subject) =>
  canSeeAdjustments(u) && (isAdminLike(u) || isSelfEmployerPartner(u));

/** Invoicing and paying are set by billing and payroll, which run as admins. */
export const canSettleAdjustments = isAdmin;

/**
 * The adjustments awaiting this user, as a filter of the /adjustments list: pending ones for those who
 * may approve them (their tenant scope narrows it further); null when none can await them.
 */
export const adjustmentsAwaiting = (u: Subject): { status: 'pending' } | null =>
  canDecideAdjustments(u) ? { status: 'pending' } : null;
