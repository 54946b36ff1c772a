import {
  canSensitive,
  isAdmin,
  isContractor,
  type Subject,
} from '../../domain/policy/capabilities';

/** Spec §2 shows Agreements with sensitive access; a contractor sees its own signatures. */
export const canSeeAgreements = (user: Subject) =>
  isAdmin(user) || isContractor(user) || canSensitive(user);
