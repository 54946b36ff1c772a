import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { partners, users } from '../db/schema';
import { seedPasswordHash } from './password-hash';
import { DEMO_PASSWORD } from './demo-tenants';

/** The demo's developer (spec §3 `is_developer`): an Acme recruiter who may create API keys on /developers. */
export async function seedDevelopers(tx: Tx): Promise<void> {
  const [acme] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'acme'));
  if (!acme) throw new Error('the developer needs partner Acme');
  await tx.insert(users).values({
    email: 'developer@acme.test',
    password_hash: await seedPasswordHash(DEMO_PASSWORD),
    first_name: 'Devon',
    last_name: 'Developer',
    role: 'recruiter',
    is_developer: true,
    partner_id: acme.id,
  });
}
