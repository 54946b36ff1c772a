import type { WorkerDocument } from '../../src/domain/contracts/documents';
import type { DocumentStatus } from '../../src/domain/documents/document-kinds';
import {
  verificationActionMeta,
  type VerificationAction,
} from '../../src/domain/documents/verification-actions';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { eventForAction, type DocumentEvent } from './document-verification.events';
import {
  guardFailures,
  guardRules,
  type DocumentFacts,
  type GuardName,
} from './document-verification.rules';
import { documentVerificationWorkflow } from './document-verification.workflow';

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
