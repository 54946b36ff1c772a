import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { messageOf } from '../../domain/errors/extract-message';
import type { Db, Tx } from '../../server/db/client';
import { contractors, payrollSettings, personalInfos, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { withEvents } from '../../server/events/store';
import {
  demoIdentity,
  type IdentityAnswer,
  type IdentitySubject,
} from '../../server/integrations/identity/demo';
import { identityAdapter } from '../../server/integrations/identity';
import { ApiError, conflict, notFound } from '../../server/lib/errors';
import { insertCreated } from '../../server/kit/workflow/create';
import { originOf, type RequestOrigin } from '../../server/kit/workflow/origin';
import { actionStep, lockRecords, transitionInTx } from '../../server/kit/workflow/perform';
import type { IdentityVerificationEvent } from './chart';
import type { IdentityCallback, IdentityVerification, MyIdentityVerification } from './contract';
import { joined, toDto } from './queries';
import { identityVerifications } from './table';
import {
  identityService,
  identityServiceOrigin,
  identityVerificationServer as server,
  type IdentityVerificationRow,
} from './workflow.server';

export const ALREADY_VERIFIED = 'Your identity is already verified';
export const UNDER_WAY = 'Your verification is under way: the service is checking your document';
export const NOT_CONFIGURED = 'Identity verification is not configured on this platform';

/** What the service is shown of the worker: the legal name and date of birth on file. */
async function subjectOf(db: Db | Tx, contractorId: string): Promise<IdentitySubject> {
  const [person] = await db
    .select({ first: users.first_name, last: users.last_name, dob: personalInfos.date_of_birth })
    .from(users)
    .leftJoin(personalInfos, eq(personalInfos.user_id, users.id))
    .where(eq(users.contractor_id, contractorId))
    .limit(1);
  return {
    workerId: contractorId,
    legalName: [person?.first, person?.last].filter(Boolean).join(' '),
    dateOfBirth: person?.dob ?? null,
  };
}

async function recordOf(db: Db | Tx, contractorId: string) {
  const [record] = await joined(db).where(eq(identityVerifications.contractor_id, contractorId));
  return record;
}

/** The service's answer recorded by the server as the service's event. */
async function recordAnswer(
  tx: Tx,
  deps: Deps,
  id: string,
  event: IdentityVerificationEvent,
  extra: Record<string, unknown>,
) {
  await transitionInTx(
    tx,
    server,
    null,
    id,
    { event, action: event.type, origin: identityServiceOrigin(deps.now()), extra: () => extra },
    deps.subscribers,
  );
}

/**
 * Opens a session with the service for a verification in `started`: the service's session id
 * moves it to pending; a service that cannot open one fails it with its reason.
 */
async function openSession(deps: Deps, row: IdentityVerificationRow): Promise<void> {
  const subject = await subjectOf(deps.db, row.contractor_id);
  const opened = await demoIdentity.openSession(subject).then(
    (o) => ({ ok: true as const, session_id: o.session_id }),
    (err: unknown) => ({ ok: false as const, reason: messageOf(err) }),
  );
  await withEvents(deps.db, (tx) =>
    opened.ok
      ? recordAnswer(
          tx,
          deps,
          row.id,
          { type: 'identity.opened', user: identityService },
          { session_id: opened.session_id },
        )
      : recordAnswer(
          tx,
          deps,
          row.id,
          { type: 'identity.failed', user: identityService, reason: opened.reason },
          { reason: opened.reason, session_id: null },
        ),
  ).catch((err: unknown) => {
    // Another request opened this session first (the chart no longer takes an opening): theirs stands.
    if (!(err instanceof ApiError && err.statusCode === 409)) throw err;
  });
}

/**
 * "Verify your identity": the worker's first session is created, a failed one started again
 * (the chart's retry, judged for this worker), and a session opened with the service. A worker
 * already verified, or whose session is pending, gets a 409.
 */
export async function startVerification(
  deps: Deps,
  user: User,
  request: RequestOrigin,
): Promise<void> {
  if (identityAdapter.status(deps.env) !== 'demo') throw new ApiError(503, NOT_CONFIGURED);
  const contractorId = user.contractor!.id;
  const origin = originOf(user, request);
  const row = await withEvents(deps.db, async (tx) => {
    // Two starts at once queue on the worker's row: one creates the session, the other finds it.
    const [worker] = await tx
      .select({ partner_id: contractors.partner_id, eor_id: contractors.eor_id })
      .from(contractors)
      .where(eq(contractors.id, contractorId))
      .for('update');
    if (!worker) throw notFound();
    const existing = await recordOf(tx, contractorId);
    if (!existing)
      return insertCreated(
        tx,
        server,
        { id: randomUUID(), contractor_id: contractorId, ...worker },
        origin,
        deps.subscribers,
      );
    const status = existing.v.status;
    if (status === 'verified')
      throw conflict(ALREADY_VERIFIED, {
        from: status,
        action: 'start',
        reasons: [ALREADY_VERIFIED],
      });
    if (status === 'pending')
      throw conflict(UNDER_WAY, { from: status, action: 'start', reasons: [UNDER_WAY] });
    if (status === 'failed')
      return transitionInTx(
        tx,
        server,
        user,
        existing.v.id,
        actionStep(server, user, 'retry', {}, origin),
        deps.subscribers,
      );
    return existing.v;
  });
  await openSession(deps, row);
}

/**
 * Records the service's answer about one of its sessions, once: the session is found by the
 * service's id, locked, and answered only while pending, so a replayed callback (or the server's
 * own look-up racing it) changes nothing. Answers whether it recorded anything.
 */
export async function applyAnswer(
  deps: Deps,
  sessionId: string,
  answer: Exclude<IdentityAnswer, { status: 'pending' }>,
): Promise<boolean> {
  return withEvents(deps.db, async (tx) => {
    const [found] = await tx
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(eq(identityVerifications.provider_session_id, sessionId));
    if (!found) throw notFound('No such identity session');
    await lockRecords(tx, server, [found.id]);
    const [row] = await tx
      .select()
      .from(identityVerifications)
      .where(
        and(
          eq(identityVerifications.id, found.id),
          eq(identityVerifications.provider_session_id, sessionId),
        ),
      );
    if (row?.status !== 'pending') return false;
    if (answer.status === 'verified')
      await recordAnswer(
        tx,
        deps,
        row.id,
        { type: 'identity.verified', user: identityService },
        { session_id: sessionId },
      );
    else
      await recordAnswer(
        tx,
        deps,
        row.id,
        { type: 'identity.failed', user: identityService, reason: answer.reason },
        { reason: answer.reason, session_id: sessionId },
      );
    return true;
  });
}

/**
 * A session started but never opened (the worker's Verify again from the record's page, or a start
 * cut short) is opened now; a pending one asks the service for its answer (the demo service has no
 * callback of its own).
 */
async function refresh(deps: Deps, row: IdentityVerificationRow): Promise<void> {
  if (row.status === 'started') return openSession(deps, row);
  if (row.status !== 'pending' || !row.opened_at || !row.provider_session_id) return;
  const answer = await demoIdentity.answer(
    await subjectOf(deps.db, row.contractor_id),
    new Date(row.opened_at),
    deps.now(),
  );
  if (answer.status !== 'pending') await applyAnswer(deps, row.provider_session_id, answer);
}

/** The worker's session as it stands after asking the service, and whether their employer requires one. */
export async function myVerification(deps: Deps, user: User): Promise<MyIdentityVerification> {
  const contractorId = user.contractor!.id;
  const before = await recordOf(deps.db, contractorId);
  if (before) await refresh(deps, before.v);
  const record = before && (await recordOf(deps.db, contractorId));
  const [setting] = await deps.db
    .select({ required: payrollSettings.require_identity_verification })
    .from(contractors)
    .innerJoin(payrollSettings, eq(payrollSettings.partner_id, contractors.partner_id))
    .where(eq(contractors.id, contractorId));
  const verification: IdentityVerification | null = record ? toDto(record) : null;
  return { verification, required: setting?.required ?? false };
}

/** The canonical text the service signs: its session, answer and reason. */
export const signedText = (c: IdentityCallback) => `${c.session_id}.${c.status}.${c.reason ?? ''}`;

/** The service's signature of a callback: hex HMAC-SHA256 of `signedText` with the shared secret. */
export const signatureOf = (secret: string, c: IdentityCallback) =>
  createHmac('sha256', secret).update(signedText(c)).digest('hex');

/** Whether a callback carries the service's signature; compared in constant time. */
export function isSignedByService(
  secret: string | undefined,
  c: IdentityCallback,
  signature: string | undefined,
): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signatureOf(secret, c));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
