import type { User } from '../../../domain/contracts/user';
import { canEditBranding } from '../../../domain/policy/capabilities';
import { forbidden } from '../../lib/errors';

/** Only a partner's owners and admins change its branding, and only their own partner's. */
export function brandingPartnerId(user: User): string {
  if (!canEditBranding(user) || !user.partner) {
    throw forbidden('Only partner owners and admins can change branding');
  }
  return user.partner.id;
}
