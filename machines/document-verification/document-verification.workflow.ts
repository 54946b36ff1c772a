import { setup } from 'xstate';
import type { DocumentEvent } from './document-verification.events';
import {
  guardFailures,
  guardRules,
  type DocumentFacts,
  type GuardName,
} from './document-verification.rules';

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
