import { isAdmin, isClient, isSalesPartner, type Subject } from '../../domain/policy/capabilities';
import { canCreateContractors } from '../../domain/policy/team';

/**
 * Licenses are the employer's compliance records about its workers: its staff and the worker read
 * them; a client or a sales partner never does (spec §6 hides contractors' personal data from clients).
 */
export const canSeeLicenses = (user: Subject) => !isClient(user) && !isSalesPartner(user);

/** Recorded by whoever adds the employer's workers (never a client, whose owner may add contractors). */
export const canKeepLicenses = (user: Subject) =>
  isAdmin(user) || (canCreateContractors(user) && !isClient(user));
