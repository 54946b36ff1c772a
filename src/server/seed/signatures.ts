import { inArray } from 'drizzle-orm';
import type { DocumentKey } from '../../domain/onboarding/documents';
import type { Tx } from '../db/client';
import { documentSignatures, users } from '../db/schema';
import { documentHash } from '../../resources/onboarding/server';

/** Signatures the demo's onboarded workers gave, so /agreements/{id} shows real records. */
const SIGNED: { email: string; document: DocumentKey; at: string; ip: string }[] = [
  {
    email: 'contractor@demo.test',
    document: 'contractor_agreement',
    at: '2025-11-03T15:12:00Z',
    ip: '203.0.113.24',
  },
  {
    email: 'contractor@demo.test',
    document: 'employee_handbook',
    at: '2025-11-03T15:20:00Z',
    ip: '203.0.113.24',
  },
  {
    email: 'ic@demo.test',
    document: 'contractor_agreement',
    at: '2025-12-01T09:45:00Z',
    ip: '198.51.100.7',
  },
];

export async function seedSignatures(tx: Tx): Promise<void> {
  const signers = await tx
    .select()
    .from(users)
    .where(inArray(users.email, [...new Set(SIGNED.map((s) => s.email))]));
  const byEmail = new Map(signers.map((u) => [u.email, u]));
  const rows = SIGNED.flatMap((s) => {
    const u = byEmail.get(s.email);
    if (!u) return [];
    return [
      {
        user_id: u.id,
        document: s.document,
        document_hash: documentHash(s.document),
        signer_name: `${u.first_name} ${u.last_name}`,
        signed_at: new Date(s.at),
        ip: s.ip,
        user_agent: 'Mozilla/5.0 (demo seed)',
      },
    ];
  });
  if (rows.length) await tx.insert(documentSignatures).values(rows);
}
