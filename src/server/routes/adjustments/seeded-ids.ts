import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractors, partners } from '../../db/schema';

/** A contractor of a demo partner in this test's database (ids are drawn anew for each seeded database). */
export async function demoContractorId(db: Db, subdomain: string): Promise<string> {
  const [row] = await db.select({ id: contractors.id }).from(contractors).innerJoin(partners, eq(partners.id, contractors.partner_id)).where(eq(partners.subdomain, subdomain)).limit(1);
  if (!row) throw new Error(`no contractor of ${subdomain}`);
  return row.id;
}
