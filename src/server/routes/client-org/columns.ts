import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantColumns } from '../../kit/scope';

interface ClientOrgRow {
  id: string;
  client_id: string;
  partner_id: string | null;
  eor_id: string | null;
  created_at: Date;
}

/**
 * Whose a client's record is (work locations, departments, project codes, purchase orders): admin
 * all, its client's partner or EOR, a user of that client. Contractors see none: their assignments
 * name no such record, and a partner's client list is not theirs to read. Sales partners see none
 * (the scope kit's rule).
 */
export const clientOrgScope = (t: {
  client_id: PgColumn;
  partner_id: PgColumn;
  eor_id: PgColumn;
}): TenantColumns => ({ client_id: t.client_id, partner_id: t.partner_id, eor_id: t.eor_id });

/** The fields every client record's DTO shares (`ClientOrgFields`). */
export const clientOrgDto = (r: ClientOrgRow, client_name: string) => ({
  id: r.id,
  client_id: r.client_id,
  client_name,
  partner_id: r.partner_id,
  eor_id: r.eor_id,
  created_at: r.created_at.toISOString(),
});
