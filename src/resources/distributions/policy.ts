import {
  canSensitive,
  isAdmin,
  isEor,
  isPartner,
  isSalesPartner,
  type Subject,
} from '../../domain/policy/capabilities';

/**
 * Spec §2 "Distributions (partner, eor, sales_partner, admin, with sensitive access)"; the tenant scope says whose
 * rows. Zod-free: the route table, which every page loads first, asks it.
 */
export const canSeeDistributions = (u: Subject) =>
  (isPartner(u) || isEor(u) || isSalesPartner(u) || isAdmin(u)) && canSensitive(u);

export const DISTRIBUTIONS_REFUSED =
  'Distributions are for partner, EOR, sales partner and admin users with sensitive access';
