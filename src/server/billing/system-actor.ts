import type { User } from '../../domain/contracts/user';
import type { EventOrigin } from '../events/store';

/**
 * The actor of events the bank causes (a transfer paid or failed). It never signs in: it exists only
 * as the `user` of chart events whose transitions have no capability guard.
 */
export const bankActor: User = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'bank@staffwise.invalid',
  first_name: 'Bank',
  last_name: 'Adapter',
  user_type: 'admin',
  role: null,
  is_developer: false,
  admin: null,
  partner: null,
  sales_partner: null,
  eor: null,
  client: null,
  contractor: null,
  links: [],
  base_links: [],
  allowed_reports: [],
  actual_user: null,
};

export const bankOrigin = (now: Date): EventOrigin => ({
  actorUserId: null,
  actorRole: 'system:bank',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: now,
});
