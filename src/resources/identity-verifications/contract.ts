import { z } from 'zod';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { workflowContracts } from '../../domain/contracts/workflow';
import { canVerifyOwnIdentity } from './policy';

export const identityVerificationStatuses = ['started', 'pending', 'verified', 'failed'] as const;
export const IdentityVerificationStatus = z.enum(identityVerificationStatuses);
export type IdentityVerificationStatus = z.infer<typeof IdentityVerificationStatus>;

export const identityVerificationActions = ['retry'] as const;
export type IdentityVerificationAction = (typeof identityVerificationActions)[number];

/**
 * The worker's one action. Starting the first session is a create, and the service's answers are
 * not actions: only the server records them, from the service's callback or its own look-up.
 */
export const identityVerificationActionMeta: Readonly<
  Record<IdentityVerificationAction, ActionMeta>
> = {
  retry: {
    label: 'Verify again',
    tone: 'primary',
    may: canVerifyOwnIdentity,
    who: 'the worker',
  },
};

/**
 * A worker's verification as the API sends it. The service's session id stays on the server: with
 * some services it lets its holder finish the session.
 */
export const IdentityVerification = z.object({
  id: z.string(),
  contractor_id: z.string(),
  contractor_name: z.string(),
  status: IdentityVerificationStatus,
  failure_reason: z.string().nullable(),
  attempts: z.number().int(),
  started_at: z.string(),
  opened_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type IdentityVerification = z.infer<typeof IdentityVerification>;

/** `GET /v2/identity_verifications/mine`: the worker's session, if any, and whether the employer requires one. */
export const MyIdentityVerification = z.object({
  verification: IdentityVerification.nullable(),
  required: z.boolean(),
});
export type MyIdentityVerification = z.infer<typeof MyIdentityVerification>;

/** What the identity service's callback says about one of its sessions. */
export const IdentityCallback = z.strictObject({
  session_id: z.string().min(1).max(200),
  status: z.enum(['verified', 'failed']),
  reason: z.string().min(1).max(500).optional(),
});
export type IdentityCallback = z.infer<typeof IdentityCallback>;

/** The identity service as the events' actor: it never signs in; the chart takes its answers only from it. */
export const IDENTITY_SERVICE_EMAIL = 'identity-service@staffwise.invalid';

/** The record's page: the verification and the worker's action with why not. */
export const IdentityVerificationDetail = z.object({
  identity_verification: IdentityVerification,
  actions: z.array(workflowContracts(identityVerificationActions).ActionAvailability),
});
export type IdentityVerificationDetail = z.infer<typeof IdentityVerificationDetail>;
