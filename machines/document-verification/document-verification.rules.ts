import { decideAction } from '../../src/domain/workflow/action-meta';
import {
  verificationActionMeta,
  type VerificationAction,
} from '../../src/domain/documents/verification-actions';
import type { DocumentEvent } from './document-verification.events';

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

export const guardRules = {
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
export type GuardName = keyof typeof guardRules;

export const guardFailures = (
  name: GuardName,
  facts: DocumentFacts,
  event: DocumentEvent,
): string[] =>
  guardRules[name].checks
    .map((check) => check(facts, event))
    .filter((r): r is string => r !== null);
