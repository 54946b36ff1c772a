import { eq } from 'drizzle-orm';
import { clients } from '../../src/server/db/schema';
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
