import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import type { VerificationAction } from '../../src/domain/documents/verification-actions';

/** The acting user travels in every event; the server overwrites it from the session. */
export const DocumentEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('document.verify'), user: User }),
  z.object({ type: z.literal('document.reject'), user: User, reason: z.string().optional() }),
  z.object({ type: z.literal('document.reopen'), user: User }),
]);
export type DocumentEvent = z.infer<typeof DocumentEvent>;

export const eventForAction: Record<VerificationAction, DocumentEvent['type']> = {
  verify: 'document.verify',
  reject: 'document.reject',
  reopen: 'document.reopen',
};
