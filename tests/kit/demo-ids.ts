import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { clients, contractors, partners } from '../../src/server/db/schema';
import type { Harness } from '../server-harness';

/** A demo client's id in this test's database (ids are drawn anew for each seeded database). */
export async function demoClientId(h: Harness, name: string): Promise<string> {
  const [client] = await h.deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.entity_name, name));
  if (!client) throw new Error(`no demo client ${name}`);
  return client.id;
}

/** A contractor of a demo partner in this test's database (ids are drawn anew for each seeded database). */
export async function demoContractorId(db: Db, subdomain: string): Promise<string> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(partners, eq(partners.id, contractors.partner_id))
    .where(eq(partners.subdomain, subdomain))
    .limit(1);
  if (!row) throw new Error(`no contractor of ${subdomain}`);
  return row.id;
}
