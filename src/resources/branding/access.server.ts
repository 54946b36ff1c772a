import type { User } from '../../domain/contracts/user';
import { canEditBranding } from '../../domain/policy/capabilities';
import { refusalMessage, type RouteAccess } from '../../server/kit/authorize-first';
import { forbidden } from '../../server/lib/errors';

/** Only a partner's owners and admins change its branding, and only their own partner's. */
export const brandingAccess: RouteAccess = {
  allowed: (user) => canEditBranding(user) && user.partner !== null,
  message: 'Only partner owners and admins can change branding',
};

/** The partner whose branding the caller changes (the routes declare `brandingAccess`). */
export function brandingPartnerId(user: User): string {
  if (!brandingAccess.allowed(user) || !user.partner)
    throw forbidden(refusalMessage(brandingAccess, user));
  return user.partner.id;
}
