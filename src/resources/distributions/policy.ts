import { userTypeAccess } from '../../domain/policy/user-type-access';

/** Spec §2 "Distributions (partner, eor, sales_partner, admin, with sensitive access)". */
export const distributionsAccess = userTypeAccess(
  'Distributions',
  ['partner', 'eor', 'sales_partner', 'admin'],
  { sensitive: true },
);
