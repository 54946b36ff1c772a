import { z } from 'zod';
import type { Check } from '../../../machines/kit/rules';
import {
  defineStatusWorkflow,
  type EventOf,
  type StatusCheckEvent,
} from '../../../machines/kit/status-workflow';
import {
  IDENTITY_SERVICE_EMAIL,
  identityVerificationActionMeta,
  type IdentityVerification,
  type IdentityVerificationStatus,
} from './contract';

const facts = z.object({ contractorId: z.string() });
/** What the guards read of a stored session. */
export type IdentityVerificationFacts = z.infer<typeof facts>;
type IdentityCheck = Check<IdentityVerificationFacts, StatusCheckEvent>;

const fromService: IdentityCheck = (_f, e) =>
  e.user.email === IDENTITY_SERVICE_EMAIL ? null : 'Only the identity service answers a session.';
const ownSession: IdentityCheck = (f, e) =>
  e.user.contractor?.id === f.contractorId ? null : 'Only the worker verifies their own identity.';
const hasReason: IdentityCheck = (_f, e) =>
  e.reason?.trim() ? null : 'A failure needs the service’s reason.';

/** The service's session id, as its answers record it. */
const sessionId = z.string().min(1).max(200);
const byService = {
  name: 'isIdentityService',
  description:
    'Only the identity service opens a session and answers it (its callback, or the server asking it).',
  checks: [fromService],
};

/**
 * A worker's identity verification (spec §7: "an identity verification service"). States equal the
 * DB `status`: started when the worker asks, pending while the service checks the document and
 * selfie, then verified or failed; a failed one may be started again. A partner may require
 * verified before a worker's first payroll. Its chart id and event types predate the declaration
 * and stay as stored.
 */
export const identityVerificationStatusWorkflow = defineStatusWorkflow({
  name: 'identity_verification',
  chartId: 'identityVerification',
  eventPrefix: 'identity',
  plural: 'identity verifications',
  description:
    'A worker’s identity verification session with the identity service, required by a partner setting before the first payroll.',
  facts,
  actions: identityVerificationActionMeta,
  initial: 'started',
  statuses: {
    started: {
      description:
        'The worker asked to verify: a session is being opened with the identity service.',
      on: { opened: 'pending', failed: 'failed' },
      descriptions: {
        failed: 'The service could not open a session: failed, with its reason, to try again.',
      },
    },
    pending: {
      description:
        'The service is checking the worker’s document and selfie; its answer ends the session.',
      on: { verified: 'verified', failed: 'failed' },
    },
    verified: {
      final: true,
      description: 'Verified: a partner requiring it may now run this worker’s first payroll.',
    },
    failed: {
      description: 'Not verified: the reason shows, and the worker may start a new session.',
      on: { retry: 'started' },
    },
  },
  // The service's answers are not actions: only the server records them, as the service.
  events: {
    opened: { records: { session_id: sessionId }, at: 'opened_at', guard: byService },
    verified: { records: { session_id: sessionId }, at: 'verified_at', guard: byService },
    failed: {
      records: { reason: z.string().min(1).max(500), session_id: sessionId.nullable() },
      at: 'failed_at',
      guard: {
        name: 'isIdentityServiceWithReason',
        description: 'The service fails a session only with a reason the worker can act on.',
        checks: [fromService, hasReason],
      },
    },
    retry: {
      action: 'retry',
      at: 'started_at',
      guard: {
        name: 'canRetryVerification',
        description: 'The worker whose session failed may start a new one.',
        checks: [ownSession],
      },
    },
  },
});

export const { chart: identityVerificationWorkflow, definition: identityVerificationDefinition } =
  identityVerificationStatusWorkflow;
export type IdentityVerificationEvent = EventOf<typeof identityVerificationStatusWorkflow>;
export type IdentityVerificationStored = { status: IdentityVerificationStatus };

/** What the chart reads of a verification as the API sends it, so the page can ask the chart itself. */
export const subjectOfIdentityVerification = (
  v: Pick<IdentityVerification, 'status' | 'contractor_id'>,
) => identityVerificationStatusWorkflow.subject(v.status, { contractorId: v.contractor_id });
