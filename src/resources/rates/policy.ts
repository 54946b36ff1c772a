import {
  canSeeBill,
  isAdmin,
  isEor,
  isPartner,
  type Subject,
} from '../../domain/policy/capabilities';

/**
 * A rate schedule shows pay and bill rates side by side, so only the employer's staff who see both
 * read it: admins, and EOR or partner users with bill visibility (spec §6 canSeeBill). Clients pay the
 * bill rates but never see pay; contractors never see bill rates.
 */
export const canSeeRateSchedules = (user: Subject) =>
  isAdmin(user) || ((isEor(user) || isPartner(user)) && canSeeBill(user));
