import { setup } from 'xstate';
import { z } from 'zod';
import {
  capabilityCheck,
  chartGuards,
  ruleFailures,
  type Check,
  type GuardRule,
} from '../../../machines/kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import {
  IDENTITY_SERVICE_EMAIL,
  identityVerificationActionMeta,
  type IdentityVerification,
  type IdentityVerificationAction,
  type IdentityVerificationStatus,
} from './contract';

/** The acting user travels in every event; the server overwrites it from the session or names the service. */
export const IdentityVerificationEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('identity.opened'), user: User, session_id: z.string().min(1) }),
  z.object({ type: z.literal('identity.verified'), user: User }),
  z.object({ type: z.literal('identity.failed'), user: User, reason: z.string().min(1) }),
  z.object({ type: z.literal('identity.retry'), user: User }),
]);
export type IdentityVerificationEvent = z.infer<typeof IdentityVerificationEvent>;
export type IdentityVerificationEventType = IdentityVerificationEvent['type'];

/** What the guards read of a stored session. */
export interface IdentityVerificationFacts {
  contractorId: string;
}

type IdentityCheck = Check<IdentityVerificationFacts, IdentityVerificationEvent>;

const fromService: IdentityCheck = (_f, e) =>
  e.user.email === IDENTITY_SERVICE_EMAIL ? null : 'Only the identity service answers a session.';
const ownSession: IdentityCheck = (f, e) =>
  e.user.contractor?.id === f.contractorId ? null : 'Only the worker verifies their own identity.';
const hasReason: IdentityCheck = (_f, e) =>
  e.type === 'identity.failed' && e.reason.trim() ? null : 'A failure needs the service’s reason.';

/** Every guard of the chart, by capability, with its business rule in words. */
export const identityVerificationRules = {
  isIdentityService: {
    description:
      'Only the identity service opens a session and answers it (its callback, or the server asking it).',
    checks: [fromService],
  },
  isIdentityServiceWithReason: {
    description: 'The service fails a session only with a reason the worker can act on.',
    checks: [fromService, hasReason],
  },
  canRetryVerification: {
    description: 'The worker whose session failed may start a new one.',
    checks: [capabilityCheck(identityVerificationActionMeta.retry), ownSession],
  },
} satisfies Record<string, GuardRule<IdentityVerificationFacts, IdentityVerificationEvent>>;

const rule = (name: keyof typeof identityVerificationRules) => ({
  guard: name,
  description: identityVerificationRules[name].description,
});

/**
 * A worker's identity verification (spec §7: "an identity verification service"). States equal the
 * DB `status`: started when the worker asks, pending while the service checks the document and
 * selfie, then verified or failed; a failed one may be started again. A partner may require
 * verified before a worker's first payroll.
 */
export const identityVerificationWorkflow = setup({
  types: {
    context: {} as IdentityVerificationFacts,
    events: {} as IdentityVerificationEvent,
    input: {} as IdentityVerificationFacts,
  },
  guards: chartGuards(identityVerificationRules),
}).createMachine({
  id: 'identityVerification',
  description:
    'A worker’s identity verification session with the identity service, required by a partner setting before the first payroll.',
  context: ({ input }) => input,
  initial: 'started',
  states: {
    started: {
      description:
        'The worker asked to verify: a session is being opened with the identity service.',
      on: {
        'identity.opened': { target: 'pending', ...rule('isIdentityService') },
        'identity.failed': {
          target: 'failed',
          ...rule('isIdentityServiceWithReason'),
          description:
            'The service could not open a session: failed, with its reason, to try again.',
        },
      },
    },
    pending: {
      description:
        'The service is checking the worker’s document and selfie; its answer ends the session.',
      on: {
        'identity.verified': { target: 'verified', ...rule('isIdentityService') },
        'identity.failed': { target: 'failed', ...rule('isIdentityServiceWithReason') },
      },
    },
    verified: {
      type: 'final',
      description: 'Verified: a partner requiring it may now run this worker’s first payroll.',
    },
    failed: {
      description: 'Not verified: the reason shows, and the worker may start a new session.',
      on: {
        'identity.retry': { target: 'started', ...rule('canRetryVerification') },
      },
    },
  },
});

export interface IdentityVerificationStored {
  status: IdentityVerificationStatus;
}

export type IdentityVerificationSubject = WorkflowSubject<
  IdentityVerificationStored,
  IdentityVerificationFacts
>;

/** The verification lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const identityVerificationDefinition = defineWorkflow<
  IdentityVerificationStored,
  IdentityVerificationFacts,
  IdentityVerificationAction,
  IdentityVerificationEvent
>({
  name: 'identity_verification',
  plural: 'identity verifications',
  chart: identityVerificationWorkflow,
  actions: identityVerificationActionMeta,
  eventFor: (_action, user) => ({ type: 'identity.retry', user }),
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({ status: snapshot.value as IdentityVerificationStatus }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    ruleFailures(identityVerificationRules, guard, facts, event),
});

/** What the chart reads of a verification as the API sends it, so the page can ask the chart itself. */
export const subjectOfIdentityVerification = (
  v: Pick<IdentityVerification, 'status' | 'contractor_id'>,
): IdentityVerificationSubject => ({
  stored: { status: v.status },
  facts: { contractorId: v.contractor_id },
});
