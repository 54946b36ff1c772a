import type { ActionMeta } from '../workflow/action-meta';
import {
  canSensitive,
  isAdmin,
  isEor,
  isPartner,
  isSalesPartner,
  type Subject,
} from './capabilities';

/**
 * Spec §2 "Distributions (partner, eor, sales_partner, admin, with sensitive access)": the list and
 * the detail are refused (403) to everyone else; the tenant scope says whose rows (a sales partner
 * its own commissions, a partner those on its invoices, admins all).
 */
export const canSeeDistributions = (u: Subject) =>
  (isPartner(u) || isEor(u) || isSalesPartner(u) || isAdmin(u)) && canSensitive(u);

/** Commissions are paid out by the platform, which runs as admins. */
export const canPayDistributions = isAdmin;

/** Spec §2 "Commission Calculator: sales_partner" (admins open every page). */
export const canUseCommissionCalculator = (u: Subject) => isSalesPartner(u) || isAdmin(u);

export const DISTRIBUTIONS_REFUSED =
  'Distributions are for partner, EOR, sales partner and admin users with sensitive access';

export const distributionActions = ['mark_paid'] as const;
export type DistributionAction = (typeof distributionActions)[number];

export const distributionActionMeta: Readonly<Record<DistributionAction, ActionMeta>> = {
  mark_paid: {
    label: 'Mark Paid',
    tone: 'primary',
    confirm: true,
    may: canPayDistributions,
    who: 'admins (payouts)',
  },
};
