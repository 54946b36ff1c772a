import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { partners, users } from '../db/schema';
import { seedPasswordHash } from './password-hash';
import { DEMO_PASSWORD } from './demo-tenants';

/** More staff per demo partner, in the roles spec §6 names, and one deactivated user for /admin/users. */
const MEMBERS: {
  subdomain: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  deactivated?: true;
}[] = [
  {
    subdomain: 'acme',
    email: 'manager@acme.test',
    first_name: 'Mona',
    last_name: 'Manager',
    role: 'manager',
  },
  {
    subdomain: 'acme',
    email: 'payroll@acme.test',
    first_name: 'Paul',
    last_name: 'Payroll',
    role: 'recruiter_payroll',
  },
  {
    subdomain: 'acme',
    email: 'sourcer@acme.test',
    first_name: 'Sofia',
    last_name: 'Sourcer',
    role: 'recruiter_sourcer',
  },
  {
    subdomain: 'acme',
    email: 'verifier@acme.test',
    first_name: 'Vera',
    last_name: 'Verifier',
    role: 'document_verifier',
  },
  {
    subdomain: 'acme',
    email: 'former@acme.test',
    first_name: 'Frank',
    last_name: 'Former',
    role: 'recruiter',
    deactivated: true,
  },
  {
    subdomain: 'selfco',
    email: 'admin@selfco.test',
    first_name: 'Alma',
    last_name: 'Admin',
    role: 'admin',
  },
  {
    subdomain: 'selfco',
    email: 'finance@selfco.test',
    first_name: 'Finn',
    last_name: 'Ledger',
    role: 'finance',
  },
  {
    subdomain: 'selfco',
    email: 'recruiter@selfco.test',
    first_name: 'Remy',
    last_name: 'Hires',
    role: 'recruiter',
  },
];

export async function seedTeamMembers(tx: Tx): Promise<void> {
  const password_hash = await seedPasswordHash(DEMO_PASSWORD);
  const deactivatedAt = new Date('2026-01-15T12:00:00Z');
  for (const m of MEMBERS) {
    const [partner] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.subdomain, m.subdomain));
    if (!partner) continue;
    await tx
      .insert(users)
      .values({
        email: m.email,
        password_hash,
        first_name: m.first_name,
        last_name: m.last_name,
        role: m.role,
        partner_id: partner.id,
        deactivated_at: m.deactivated ? deactivatedAt : null,
      })
      .onConflictDoNothing();
  }
}
