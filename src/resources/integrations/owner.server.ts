import type { User } from '../../domain/contracts/user';

/** Whose configurations a caller keeps: the platform's (admins) or its own employer's. */
export function ownerKeyOf(user: User): string {
  if (user.user_type === 'admin') return 'platform';
  if (user.partner) return `partner:${user.partner.id}`;
  if (user.eor) return `eor:${user.eor.id}`;
  throw new Error('ownerKeyOf: the route access admits only admins and employers');
}
