import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { User } from '../../domain/contracts/user';
import { partners } from '../db/schema';

/**
 * The columns of a resource that name its tenants. A resource names those it has; a user whose
 * tenant column the resource lacks sees none of its rows.
 */
/**
 * A tenant's mark on a row: a column holding its id, or, for a row that reaches its tenant through
 * another table (a contractor works for a client through assignments), a condition on that id.
 */
export type TenantColumn = PgColumn | ((tenantId: string) => SQL);

export interface TenantColumns {
  partner_id?: TenantColumn;
  eor_id?: TenantColumn;
  client_id?: TenantColumn;
  contractor_id?: TenantColumn;
  /**
   * A resource that carries its own sales partner column (partners, sales partners) names it here;
   * one without it shows a sales partner the rows of the partners it referred, through its
   * `partner_id` column (see `tenantScope`).
   */
  sales_partner_id?: TenantColumn;
}

/**
 * The scope of a platform-wide list that every signed-in user reads (reference data such as
 * workers' comp codes): every tenant type sees every row.
 */
export const SHARED_WITH_EVERYONE: TenantColumns = {
  partner_id: () => sql`true`,
  eor_id: () => sql`true`,
  client_id: () => sql`true`,
  contractor_id: () => sql`true`,
  sales_partner_id: () => sql`true`,
};

/** The kinds of tenant a row can belong to: partner, eor, client, contractor, sales_partner. */
export type TenantType = keyof TenantColumns extends `${infer T}_id` ? T : never;

function profileOf(user: User): { id: string } | null | undefined {
  switch (user.user_type) {
    case 'partner':
      return user.partner;
    case 'eor':
      return user.eor;
    case 'client':
      return user.client;
    case 'contractor':
      return user.contractor;
    case 'sales_partner':
      return user.sales_partner;
    default:
      return null;
  }
}

/** The one tenant a user acts for; null for admins (who act for none and see all) and unmapped users. */
export function tenantOf(user: User): { type: TenantType; id: string } | null {
  const profile = profileOf(user);
  // profileOf answers only for the user types that are tenants.
  return profile ? { type: user.user_type as TenantType, id: profile.id } : null;
}

/** The partners a sales partner referred (`partners.sales_partner_id`), as a subquery. */
const referredBy = (salesPartnerId: SQLWrapper | string) =>
  sql`(select ${partners.id} from ${partners} where ${partners.sales_partner_id} = ${salesPartnerId})`;

/**
 * The one place that says whose rows a user sees: admin all; a partner, eor, client, contractor or
 * sales partner the rows carrying its own id; a sales partner, on a resource without a sales
 * partner column, the rows of the partners it referred (a partner column holding a condition
 * rather than a column shows it nothing); any other user type nothing. `bind` puts the id in as
 * a statement parameter (the list kit's prepared statements) instead of as a value.
 */
export function tenantScope(
  user: User,
  t: TenantColumns,
  bind: (tenantId: string) => SQLWrapper | string = (id) => id,
): SQL {
  if (user.user_type === 'admin') return sql`true`;
  const tenant = tenantOf(user);
  if (!tenant) return sql`false`;
  const column = t[`${tenant.type}_id`];
  const id = bind(tenant.id);
  // A tenant condition compares the id with drizzle's operators, which take a placeholder as well as a value.
  if (column) return typeof column === 'function' ? column(id as string) : eq(column, id);
  const partner = t.partner_id;
  if (tenant.type === 'sales_partner' && partner && typeof partner !== 'function')
    return inArray(partner, referredBy(id));
  return sql`false`;
}
