import { and, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { counterpartsOf, type Counterpart } from './policy';
import { clients, contractors, partners, users } from '../../server/db/schema';
import { tenantOf } from '../../server/kit/scope';

/** Users whose profile is one of `table`'s rows carrying `column = id` (a partner's contractors). */
const profilesOf = (
  profile: typeof users.contractor_id | typeof users.client_id,
  table: typeof contractors | typeof clients,
  column: 'partner_id' | 'eor_id',
  id: string,
) => sql`${profile} in (select ${table.id} from ${table} where ${table[column]} = ${id})`;

/** Staff of the partner or EOR that `table`'s row `id` (a client, a contractor) works under. */
const servingStaff = (table: typeof contractors | typeof clients, id: string) =>
  or(
    sql`${users.partner_id} = (select ${table.partner_id} from ${table} where ${table.id} = ${id})`,
    sql`${users.eor_id} = (select ${table.eor_id} from ${table} where ${table.id} = ${id})`,
  );

function counterpart(kind: Counterpart, user: User): SQL | undefined {
  const tenant = tenantOf(user);
  if (kind === 'everyone') return sql`true`;
  if (kind === 'admins') return isNotNull(users.admin_id);
  if (!tenant) return undefined;
  const { type, id } = tenant;
  switch (kind) {
    case 'colleagues':
      return eq(users[`${type}_id`], id);
    case 'own_contractors':
      if (type !== 'partner' && type !== 'eor') return undefined;
      return profilesOf(users.contractor_id, contractors, `${type}_id`, id);
    case 'own_client_users':
      if (type !== 'partner' && type !== 'eor') return undefined;
      return profilesOf(users.client_id, clients, `${type}_id`, id);
    case 'serving_staff':
      if (type === 'client') return servingStaff(clients, id);
      if (type === 'contractor') return servingStaff(contractors, id);
      return undefined;
    case 'referred_partner_staff':
      return sql`${users.partner_id} in (select ${partners.id} from ${partners} where ${partners.sales_partner_id} = ${id})`;
    case 'referring_staff':
      return sql`${users.sales_partner_id} = (select ${partners.sales_partner_id} from ${partners} where ${partners.id} = ${id})`;
  }
}

/**
 * The users `user` may write to, as a condition on `users`: the kinds of people the shared policy
 * names (`counterpartsOf`), each narrowed to the caller's own tenant; never the caller, never a
 * deactivated account. A user type with no counterparts reaches no one.
 */
export function reachableBy(user: User): SQL {
  const kinds = counterpartsOf(user)
    .map((k) => counterpart(k, user))
    .filter((c): c is SQL => c !== undefined);
  if (kinds.length === 0) return sql`false`;
  return and(or(...kinds), ne(users.id, user.id), isNull(users.deactivated_at))!;
}
