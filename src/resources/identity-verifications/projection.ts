import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { IdentityVerificationStored } from './chart';
import type { identityVerifications } from './table';

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

/**
 * The one reducer of identity verification events: the live path computes the next row with it,
 * and a rebuild folds it over the stream, so both produce the same table.
 */
export function projectIdentityVerification(
  row: IdentityVerificationRow | null,
  e: ProjectedEvent,
): IdentityVerificationRow {
  const at = e.occurred_at;
  if (e.type === 'identity_verification.created') {
    const p = e.payload as Pick<
      IdentityVerificationRow,
      'id' | 'contractor_id' | 'partner_id' | 'eor_id'
    >;
    return {
      id: p.id,
      contractor_id: p.contractor_id,
      partner_id: p.partner_id,
      eor_id: p.eor_id,
      status: 'started',
      provider_session_id: null,
      failure_reason: null,
      attempts: 1,
      started_at: at,
      opened_at: null,
      verified_at: null,
      failed_at: null,
      version: e.version,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) throw new Error(`${e.type} before identity_verification.created`);
  const to = e.payload.to as IdentityVerificationStored | undefined;
  const next: IdentityVerificationRow = {
    ...row,
    version: e.version,
    updated_at: at,
    ...(to ?? {}),
  };
  switch (e.type) {
    case 'identity.opened':
      return { ...next, provider_session_id: e.payload.session_id as string, opened_at: at };
    case 'identity.verified':
      return { ...next, verified_at: at };
    case 'identity.failed':
      return { ...next, failure_reason: e.payload.reason as string, failed_at: at };
    case 'identity.retry':
      return {
        ...next,
        attempts: row.attempts + 1,
        started_at: at,
        provider_session_id: null,
        failure_reason: null,
        opened_at: null,
        failed_at: null,
      };
    default:
      return next;
  }
}
