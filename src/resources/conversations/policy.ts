import type { Subject } from '../../domain/policy/capabilities';

/**
 * Whom a user writes to: the people they already work with. Admins reach everyone; staff of a
 * partner, EOR or sales partner reach their colleagues; partner and EOR staff reach their own
 * contractors and clients' users; a client's users reach their colleagues and the staff of the
 * partner or EOR serving them; a contractor reaches the staff of the partner or EOR they work
 * under; a sales partner's staff reach the staff of the partners they referred. Each pair works
 * both ways, and everyone reaches admins. The server turns these kinds into one query
 * (`reachable.server.ts` beside this file); no one is ever offered another tenant's people.
 */
export type Counterpart =
  | 'everyone'
  | 'admins'
  | 'colleagues'
  | 'own_contractors'
  | 'own_client_users'
  | 'serving_staff'
  | 'referred_partner_staff'
  | 'referring_staff';

export function counterpartsOf(user: Pick<Subject, 'user_type'>): readonly Counterpart[] {
  switch (user.user_type) {
    case 'admin':
      return ['everyone'];
    case 'partner':
      return ['admins', 'colleagues', 'own_contractors', 'own_client_users', 'referring_staff'];
    case 'eor':
      return ['admins', 'colleagues', 'own_contractors', 'own_client_users'];
    case 'client':
      return ['admins', 'colleagues', 'serving_staff'];
    case 'contractor':
      return ['admins', 'serving_staff'];
    case 'sales_partner':
      return ['admins', 'colleagues', 'referred_partner_staff'];
    default:
      return [];
  }
}

/** Everyone signed in has Messages (spec §2: "Messages, Settings, Logout for everyone"). */
export const canUseMessages = (user: Pick<Subject, 'user_type'>) => counterpartsOf(user).length > 0;
