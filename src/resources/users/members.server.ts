import { and, asc, eq, isNull } from 'drizzle-orm';
import type { UserRole, UserType } from '../../domain/contracts/enums';
import type { User } from '../../domain/contracts/user';
import { rolesFor } from '../../domain/policy/team';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { conflict } from '../../server/lib/errors';
import { fieldError } from '../../server/kit/form';
import { tenantOf } from '../../server/kit/scope';
import { userTypeSql } from './list.server';

export const LAST_OWNER =
  'A team needs at least one active owner: make another member owner first.';
export const EMAIL_TAKEN = 'A user with this email already exists';

/** The users-table column holding the caller's own company: the team it manages. */
export function teamColumn(user: User) {
  const tenant = tenantOf(user);
  switch (tenant?.type) {
    case 'partner':
      return { column: users.partner_id, key: 'partner_id' as const, id: tenant.id };
    case 'eor':
      return { column: users.eor_id, key: 'eor_id' as const, id: tenant.id };
    case 'client':
      return { column: users.client_id, key: 'client_id' as const, id: tenant.id };
    case 'sales_partner':
      return { column: users.sales_partner_id, key: 'sales_partner_id' as const, id: tenant.id };
    default:
      return null;
  }
}

export async function memberOf(db: Db, id: string) {
  const [row] = await db
    .select({ role: users.role, user_type: userTypeSql, ...teamKeys })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
const teamKeys = {
  partner_id: users.partner_id,
  eor_id: users.eor_id,
  client_id: users.client_id,
  sales_partner_id: users.sales_partner_id,
};

/** The role must be one spec §6 gives the member's kind of company (a client has no recruiters). */
export function assertRoleFits(userType: UserType, role: UserRole) {
  if (!rolesFor(userType).includes(role))
    throw fieldError('role', `A ${userType.replace('_', ' ')} user cannot have the role ${role}`);
}

/**
 * Refuses (409) to leave a company without an active owner: `id` is about to stop being one (a role
 * change or a deactivation), in the caller's transaction, which makes that change next. Users of no
 * company (admins, contractors) pass. The company's active owners are locked first, always in id
 * order, until the caller commits: two owners demoting or deactivating each other at the same
 * moment run one after the other, and the second finds the first's change (its owner no longer
 * matches the lock's condition) and is refused instead of leaving no owner.
 */
export async function assertNotLastOwner(tx: Db, id: string) {
  const member = await memberOf(tx, id);
  if (member?.role !== 'owner') return;
  const company = (Object.keys(teamKeys) as (keyof typeof teamKeys)[]).find((k) => member[k]);
  if (!company) return;
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(teamKeys[company], member[company]!),
        eq(users.role, 'owner'),
        isNull(users.deactivated_at),
      ),
    )
    .orderBy(asc(users.id))
    .for('no key update');
  if (owners.some((o) => o.id === id) && owners.length === 1) throw conflict(LAST_OWNER);
}
