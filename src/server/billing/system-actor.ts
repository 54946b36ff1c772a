import type { User } from '../../domain/contracts/user';
import type { EventOrigin } from '../events/store';

/**
 * A system actor: it never signs in; it exists only as the `user` of chart events the system causes
 * (an admin, so the admin-only bookkeeping actions it takes pass their capability guard).
 */
export const systemActor = (id: string, email: string, last_name: string): User => ({
  id,
  email,
  first_name: 'System',
  last_name,
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
});

/** The bank adapter: transfers paid or failed. */
export const bankActor: User = {
  ...systemActor('00000000-0000-0000-0000-000000000000', 'bank@staffwise.invalid', 'Adapter'),
  first_name: 'Bank',
};

/** Billing: marks expenses billed and adjustments invoiced when their invoice is sent. */
export const billingActor: User = systemActor(
  '00000000-0000-0000-0000-000000000001',
  'billing@staffwise.invalid',
  'Billing',
);

/** Commissions: reverses a commission never paid out when its invoice is no longer paid. */
export const commissionsActor: User = systemActor(
  '00000000-0000-0000-0000-000000000002',
  'commissions@staffwise.invalid',
  'Commissions',
);

export const systemOrigin =
  (actorRole: string) =>
  (now: Date): EventOrigin => ({
    actorUserId: null,
    actorRole,
    ip: null,
    userAgent: null,
    location: null,
    occurredAt: now,
  });

export const bankOrigin = systemOrigin('system:bank');
export const billingOrigin = systemOrigin('system:billing');
