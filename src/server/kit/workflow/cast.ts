import { and, asc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { userRoles, userTypes } from '../../../domain/users/kinds';
import { loadUser } from '../../auth/load-user';
import type { Db } from '../../db/client';
import { partners, users } from '../../db/schema';
import type { ProjectionRow, WorkflowServer } from './server';

const TENANT_KEYS = ['partner_id', 'eor_id', 'client_id', 'contractor_id'] as const;

const roleKey = (u: User) => (u.role ? `${u.user_type}:${u.role}` : u.user_type);
const rank = (u: User) =>
  userTypes.indexOf(u.user_type) * 100 + (u.role ? userRoles.indexOf(u.role) : 99);

/**
 * The people who could act on a record: one active user of each user type and role among its
 * parties (admins, the users of its partner, EOR, client and contractor, and the sales partner that
 * referred its partner), as the kit's tenant scope would let them see it. Users of one type and role
 * at one tenant share the flags the rules read, so one of them stands for all.
 */
export async function castOf<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  db: Db,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  record: J,
): Promise<User[]> {
  const row = server.row(record) as unknown as Record<string, unknown>;
  const id = (key: (typeof TENANT_KEYS)[number]) =>
    key in server.scope && typeof row[key] === 'string' ? row[key] : null;
  const parties: SQL[] = [isNotNull(users.admin_id)];
  for (const key of TENANT_KEYS) {
    const tenant = id(key);
    if (tenant) parties.push(eq(users[key], tenant));
  }
  const partnerId = id('partner_id');
  if (partnerId) {
    const [partner] = await db
      .select({ sp: partners.sales_partner_id })
      .from(partners)
      .where(eq(partners.id, partnerId));
    if (partner?.sp) parties.push(eq(users.sales_partner_id, partner.sp));
  }
  const candidates = await db
    .select({
      id: users.id,
      role: users.role,
      admin: users.admin_id,
      partner: users.partner_id,
      sales: users.sales_partner_id,
      eor: users.eor_id,
      client: users.client_id,
    })
    .from(users)
    .where(and(isNull(users.deactivated_at), or(...parties)))
    .orderBy(asc(users.email));
  // The user type is the first profile a user has, as load-user.ts reads it.
  const typeOf = (c: (typeof candidates)[number]) =>
    c.admin
      ? 'admin'
      : c.partner
        ? 'partner'
        : c.sales
          ? 'sales_partner'
          : c.eor
            ? 'eor'
            : c.client
              ? 'client'
              : 'contractor';
  const firsts = new Map<string, string>();
  for (const c of candidates) {
    const key = `${typeOf(c)}:${c.role ?? ''}`;
    if (!firsts.has(key)) firsts.set(key, c.id);
  }
  const loaded = await Promise.all([...firsts.values()].map((userId) => loadUser(db, userId)));
  const byRole = new Map<string, User>();
  for (const u of loaded) if (u) byRole.set(roleKey(u), u);
  return [...byRole.values()].sort((a, b) => rank(a) - rank(b));
}

export { roleKey };
