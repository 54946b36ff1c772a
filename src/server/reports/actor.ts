import { bankActor } from '../billing/system-actor';
import type { EventOrigin } from '../events/store';
import type { User } from '../../domain/contracts/user';

/** The actor of what the report worker does (start, finish, fail); it never signs in. */
export const reportActor: User = {
  ...bankActor,
  email: 'reports@staffwise.invalid',
  first_name: 'Report',
  last_name: 'Worker',
};

export const reportOrigin = (now: Date): EventOrigin => ({
  actorUserId: null,
  actorRole: 'system:reports',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: now,
});
