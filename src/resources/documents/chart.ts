import { setup } from 'xstate';
import { z } from 'zod';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { decideAction } from '../../domain/workflow/action-meta';
import { verificationActionMeta, type VerificationAction, type WorkerDocument } from './contract';
import type { DocumentStatus } from './kinds';

/** The acting user travels in every event; the server overwrites it from the session. */
export const DocumentEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('document.verify'), user: User }),
  z.object({ type: z.literal('document.reject'), user: User, reason: z.string().optional() }),
  z.object({ type: z.literal('document.reopen'), user: User }),
]);
export type DocumentEvent = z.infer<typeof DocumentEvent>;

const eventForAction: Record<VerificationAction, DocumentEvent['type']> = {
  verify: 'document.verify',
  reject: 'document.reject',
  reopen: 'document.reopen',
};

/** Facts of the stored document that the rules read. */
export interface DocumentFacts {
  /** Its expiry date has passed: it cannot be verified as valid any more. */
  expired: boolean;
}

type Check = (facts: DocumentFacts, event: DocumentEvent) => string | null;

const capability =
  (action: VerificationAction): Check =>
  (_f, e) => {
    const d = decideAction(verificationActionMeta[action], e.user);
    return d.allowed ? null : d.reason;
  };
const notExpired: Check = (f) =>
  f.expired ? 'The document has expired: ask for a current one instead.' : null;
const hasReason: Check = (_f, e) =>
  e.type === 'document.reject' && e.reason?.trim() ? null : 'A rejection needs a reason.';

const guardRules = {
  canVerifyDocument: {
    description: 'Admins and document verifiers verify a document that has not expired.',
    checks: [capability('verify'), notExpired],
  },
  canRejectDocument: {
    description: 'Admins and document verifiers reject a document, always with a reason.',
    checks: [capability('reject'), hasReason],
  },
  canReopenDocument: {
    description: 'Admins and document verifiers may take a decision back for a new look.',
    checks: [capability('reopen')],
  },
} as const;
type GuardName = keyof typeof guardRules;

const guardFailures = (name: GuardName, facts: DocumentFacts, event: DocumentEvent): string[] =>
  guardRules[name].checks
    .map((check) => check(facts, event))
    .filter((r): r is string => r !== null);

const guard =
  (name: GuardName) =>
  ({ context, event }: { context: DocumentFacts; event: DocumentEvent }) =>
    guardFailures(name, context, event).length === 0;

/**
 * The verification of one uploaded document (spec §6 "Verification edited by admin or
 * document_verifier"). States equal the stored `status`.
 */
export const documentVerificationWorkflow = setup({
  types: { context: {} as DocumentFacts, events: {} as DocumentEvent, input: {} as DocumentFacts },
  guards: {
    canVerifyDocument: guard('canVerifyDocument'),
    canRejectDocument: guard('canRejectDocument'),
    canReopenDocument: guard('canReopenDocument'),
  },
}).createMachine({
  id: 'documentVerification',
  description:
    'An uploaded document waits for a verifier, who verifies it or rejects it with a reason.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'Uploaded and waiting for an admin or a document verifier to look at it.',
      on: {
        'document.verify': {
          target: 'verified',
          guard: 'canVerifyDocument',
          description: guardRules.canVerifyDocument.description,
        },
        'document.reject': {
          target: 'rejected',
          guard: 'canRejectDocument',
          description: guardRules.canRejectDocument.description,
        },
      },
    },
    verified: {
      description: 'Checked and accepted; it counts as valid until it expires.',
      on: {
        'document.reopen': {
          target: 'pending',
          guard: 'canReopenDocument',
          description: guardRules.canReopenDocument.description,
        },
      },
    },
    rejected: {
      description: 'Refused with a reason; the worker uploads a new one.',
      on: {
        'document.reopen': {
          target: 'pending',
          guard: 'canReopenDocument',
          description: guardRules.canReopenDocument.description,
        },
      },
    },
  },
});

export interface StoredVerification {
  status: DocumentStatus;
}
export type DocumentSubjectState = WorkflowSubject<StoredVerification, DocumentFacts>;

/** Document verification as the workflow kit reads it, for the browser and the server alike. */
export const documentVerificationDefinition = defineWorkflow<
  StoredVerification,
  DocumentFacts,
  VerificationAction,
  DocumentEvent
>({
  name: 'document',
  plural: 'documents',
  chart: documentVerificationWorkflow,
  actions: verificationActionMeta,
  eventFor: (action, user, texts) =>
    ({ type: eventForAction[action], user, reason: texts.reason }) as DocumentEvent,
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({ status: snapshot.value as DocumentStatus }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
});

/** A document has expired once its expiry date is before today (UTC). */
export const isExpired = (expiresOn: string | null, today: string) =>
  expiresOn !== null && expiresOn < today;

export const subjectOfDocument = (
  d: Pick<WorkerDocument, 'status' | 'expires_on'>,
  today: string,
): DocumentSubjectState => ({
  stored: { status: d.status },
  facts: { expired: isExpired(d.expires_on, today) },
});
