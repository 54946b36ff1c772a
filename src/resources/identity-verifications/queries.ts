import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { TenantColumns } from '../../server/kit/scope';
import type { IdentityVerification } from './contract';
import { identityVerifications } from './table';

/** A verification with its worker's name. */
export const joined = (db: Db | Tx) =>
  db
    .select({ v: identityVerifications, first_name: users.first_name, last_name: users.last_name })
    .from(identityVerifications)
    .leftJoin(users, eq(users.contractor_id, identityVerifications.contractor_id))
    .$dynamic();
export type IdentityVerificationRecord = Awaited<ReturnType<typeof joined>>[number];

/** The worker sees their own; their employer (partner or EOR) its workers'; admins all. */
export const identityVerificationScope: TenantColumns = {
  contractor_id: identityVerifications.contractor_id,
  partner_id: identityVerifications.partner_id,
  eor_id: identityVerifications.eor_id,
};

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

export const nameOf = (r: Pick<IdentityVerificationRecord, 'first_name' | 'last_name'>) =>
  [r.first_name, r.last_name].filter(Boolean).join(' ') || '--';

export const toDto = (r: IdentityVerificationRecord): IdentityVerification => ({
  id: r.v.id,
  contractor_id: r.v.contractor_id,
  contractor_name: nameOf(r),
  status: r.v.status as IdentityVerification['status'],
  failure_reason: r.v.failure_reason,
  attempts: r.v.attempts,
  started_at: iso(r.v.started_at)!,
  opened_at: iso(r.v.opened_at),
  verified_at: iso(r.v.verified_at),
  failed_at: iso(r.v.failed_at),
});
