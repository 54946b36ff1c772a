import type { UserRole } from '../contracts/enums';
import type { ActionMeta } from '../workflow/action-meta';
import { isAdminLike, isPartner, type Subject } from './capabilities';

const partnerWith = (u: Subject, roles: readonly UserRole[]) => isPartner(u) && u.role !== null && roles.includes(u.role);

/**
 * Reviews are the staff's assessments of their workers (performance, documents): admins, EORs and
 * partner staff who run accounts write them; clients, contractors, sales partners, sourcers and
 * time keepers never see them (403).
 */
export const canWriteReviews = (u: Subject) => isAdminLike(u) || partnerWith(u, ['owner', 'admin', 'manager', 'finance', 'recruiter']);
export const canSeeReviews = canWriteReviews;

/** Approving or rejecting a review, and keeping the review types, is for admins, EORs and partner owners, admins and managers. */
export const canDecideReviews = (u: Subject) => isAdminLike(u) || partnerWith(u, ['owner', 'admin', 'manager']);
export const canManageReviewTypes = canDecideReviews;

export const reviewActions = ['start', 'submit', 'approve', 'reject', 'fail', 'retry'] as const;
export type ReviewAction = (typeof reviewActions)[number];

const WRITERS = 'admins, employers of record, or partner owners, admins, managers, finance and recruiters';
const DECIDERS = 'admins, employers of record, or partner owners, admins and managers';

/** Every review action's button, dialog and rule: the browser and the server read the same. */
export const reviewActionMeta: Readonly<Record<ReviewAction, ActionMeta>> = {
  start: { label: 'Start', tone: 'primary', may: canWriteReviews, who: WRITERS },
  submit: { label: 'Submit for approval', tone: 'primary', may: canWriteReviews, who: WRITERS },
  approve: { label: 'Approve', tone: 'primary', may: canDecideReviews, who: DECIDERS },
  reject: { label: 'Reject', tone: 'danger', needs: 'reason', may: canDecideReviews, who: DECIDERS },
  fail: { label: 'Fail', tone: 'danger', needs: 'reason', may: canWriteReviews, who: WRITERS },
  retry: { label: 'Retry', tone: 'neutral', may: canWriteReviews, who: WRITERS },
};
