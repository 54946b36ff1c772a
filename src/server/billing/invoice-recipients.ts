import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { eors, invoices, partners, users } from '../db/schema';

/**
 * A client's users who get its invoices by mail: the people who pay or answer for its bills. The
 * invoice-sent notification reaches the same roles, so the bell and the mail tell the same people.
 */
export const RECIPIENT_ROLES = ['owner', 'manager', 'finance', 'admin'] as const;

/** Who gets a client's invoices by mail, by address. */
export const invoiceRecipients = (db: Db | Tx, clientId: string) =>
  db
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(and(eq(users.client_id, clientId), inArray(users.role, [...RECIPIENT_ROLES])))
    .orderBy(users.email);

/**
 * The same addresses as a column of an invoice query, for a draft only: what Send's confirmation
 * names before anyone is mailed (a sent invoice's mail is history, not a preview).
 */
export const sendToColumn: SQL<string[]> = sql<
  string[]
>`case when ${invoices.status} = 'draft' then (
  select coalesce(json_agg(u.email order by u.email), '[]'::json) from ${users} u
  where u.client_id = ${invoices.client_id} and u.role in (${sql.join(
    RECIPIENT_ROLES.map((r) => sql`${r}`),
    sql`, `,
  )})) else '[]'::json end`;

/** Who an invoice is from by name: its partner or EOR, or the platform. */
export const issuerNameColumn: SQL<string> = sql<string>`coalesce(
  (select p.entity_name from ${partners} p where p.id = ${invoices.partner_id}),
  (select e.entity_name from ${eors} e where e.id = ${invoices.eor_id}),
  'Staffwise')`;
