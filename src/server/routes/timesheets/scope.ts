import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { User } from '../../../domain/contracts/user';
import { hidesContractorPersonal } from '../../../domain/policy/capabilities';

interface TenantColumns {
  contractor_id: PgColumn;
  client_id: PgColumn;
  partner_id: PgColumn;
  eor_id: PgColumn;
}

/**
 * The one place that says whose time (and assignments) a user sees: contractors their own,
 * clients their assignments', partners their contractors', eor its workers', admin all.
 */
export function tenantScope(user: User, t: TenantColumns): SQL {
  switch (user.user_type) {
    case 'admin':
      return sql`true`;
    case 'partner':
      return user.partner ? eq(t.partner_id, user.partner.id) : sql`false`;
    case 'client':
      return user.client ? eq(t.client_id, user.client.id) : sql`false`;
    case 'eor':
      return user.eor ? eq(t.eor_id, user.eor.id) : sql`false`;
    case 'contractor':
      return user.contractor ? eq(t.contractor_id, user.contractor.id) : sql`false`;
    default:
      return sql`false`;
  }
}

/** Spec §6: contractor personal data is hidden from clients without show_contractor_personal. */
export const seesContractorPersonal = (user: User) => !hidesContractorPersonal(user);
