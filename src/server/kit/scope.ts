import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { User } from '../../domain/contracts/user';

/**
 * The columns of a resource that name its tenants. A resource names those it has; a user whose
 * tenant column the resource lacks sees none of its rows.
 */
export interface TenantColumns {
  partner_id?: PgColumn;
  eor_id?: PgColumn;
  client_id?: PgColumn;
  contractor_id?: PgColumn;
  /**
   * No table relates sales partners to partners, clients or contractors yet
   * (src/server/db/schema/profiles.ts), so only a resource that carries its own sales partner
   * column (commissions, say) shows a sales partner anything.
   */
  sales_partner_id?: PgColumn;
}

const owns = (column: PgColumn | undefined, id: string | undefined): SQL => (column && id ? eq(column, id) : sql`false`);

/**
 * The one place that says whose rows a user sees: admin all; a partner, eor, client, contractor or
 * sales partner the rows carrying its own id; any other user type nothing.
 */
export function tenantScope(user: User, t: TenantColumns): SQL {
  switch (user.user_type) {
    case 'admin':
      return sql`true`;
    case 'partner':
      return owns(t.partner_id, user.partner?.id);
    case 'eor':
      return owns(t.eor_id, user.eor?.id);
    case 'client':
      return owns(t.client_id, user.client?.id);
    case 'contractor':
      return owns(t.contractor_id, user.contractor?.id);
    case 'sales_partner':
      return owns(t.sales_partner_id, user.sales_partner?.id);
    default:
      return sql`false`;
  }
}
