import type { UserRole } from '../../domain/contracts/enums';
import { isAdminLike, isPartner, type Subject } from '../../domain/policy/capabilities';

const partnerWith = (u: Subject, roles: readonly UserRole[]) =>
  isPartner(u) && u.role !== null && roles.includes(u.role);

/**
 * Reviews are the staff's assessments of their workers (performance, documents): admins, EORs and
 * partner staff who run accounts write them; clients, contractors, sales partners, sourcers and
 * time keepers never see them (403).
 */
export const canWriteReviews = (u: Subject) =>
  isAdminLike(u) || partnerWith(u, ['owner', 'admin', 'manager', 'finance', 'recruiter']);
export const canSeeReviews = canWriteReviews;

/** Approving or rejecting a review, and keeping the review types, is for admins, EORs and partner owners, admins and managers. */
export const canDecideReviews = (u: Subject) =>
  isAdminLike(u) || partnerWith(u, ['owner', 'admin', 'manager']);
export const canManageReviewTypes = canDecideReviews;

export const REVIEWS_REFUSED =
  'Reviews are for admins, employers of record and partner staff who run accounts';
