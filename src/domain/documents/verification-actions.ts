import { canEditVerification } from '../policy/capabilities';
import type { ActionMeta } from '../workflow/action-meta';

export const VERIFICATION_ACTIONS = ['verify', 'reject', 'reopen'] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

const who = 'admins and document verifiers';

/** Spec §6 "Verification edited by admin or document_verifier": every action, the same people. */
export const verificationActionMeta: Record<VerificationAction, ActionMeta> = {
  verify: { label: 'Verify', tone: 'primary', who, may: canEditVerification },
  reject: { label: 'Reject', needs: 'reason', tone: 'danger', who, may: canEditVerification },
  reopen: { label: 'Reopen', confirm: true, tone: 'neutral', who, may: canEditVerification },
};
