import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, contractors, partners, salesPartners, users } from '../db/schema';

/** The profile tables that hold onboarding requirements (spec §3), one per onboarding user type. */
export const REQUIREMENT_TABLES = {
  partner: partners,
  sales_partner: salesPartners,
  client: clients,
  contractor: contractors,
} as const;

export type HolderType = keyof typeof REQUIREMENT_TABLES;

/** Whose requirements a user completes: the profile row their user type names (load-user's order). */
export interface Holder {
  type: HolderType;
  id: string;
}

export async function holderOf(db: Db, userId: string): Promise<Holder | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row || row.admin_id || row.deactivated_at) return null;
  if (row.partner_id) return { type: 'partner', id: row.partner_id };
  if (row.sales_partner_id) return { type: 'sales_partner', id: row.sales_partner_id };
  if (row.eor_id) return null;
  if (row.client_id) return { type: 'client', id: row.client_id };
  if (row.contractor_id) return { type: 'contractor', id: row.contractor_id };
  return null;
}
