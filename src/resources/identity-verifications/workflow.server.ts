import { z } from 'zod';
import { systemActor, systemOrigin } from '../../server/billing/system-actor';
import { defineStatusWorkflowServer } from '../../server/kit/workflow/status';
import { identityVerificationStatusWorkflow } from './chart';
import { IDENTITY_SERVICE_EMAIL, IdentityVerification } from './contract';
import { canSeeIdentityVerifications, IDENTITY_REFUSED } from './policy';
import {
  identityVerificationScope,
  joined,
  toDto,
  type IdentityVerificationRecord,
} from './queries';
import { identityVerifications } from './table';

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

/** What a retry forgets of the failed attempt, and a new session does not have yet. */
const unanswered = {
  provider_session_id: null,
  failure_reason: null,
  opened_at: null,
  failed_at: null,
};

/** The identity service as the actor of its answers; the chart takes them only from it. */
export const identityService = {
  ...systemActor(
    '00000000-0000-0000-0000-000000000028',
    IDENTITY_SERVICE_EMAIL,
    'Identity service',
  ),
  first_name: 'Identity',
};
export const identityServiceOrigin = systemOrigin('system:identity');

export const identityVerificationAccess = {
  allowed: canSeeIdentityVerifications,
  message: IDENTITY_REFUSED,
};

/**
 * The verification lifecycle on the server: its chart's declaration plus its rows, DTO and creation.
 * The kit projects the status and each answer's time (`opened_at`, `verified_at`, `failed_at`, a
 * retry's `started_at`); `project` the rest: every event moves `updated_at`, the service's answers
 * keep its session id or reason, and a retry is a new attempt that forgets the last one's answers.
 */
export const identityVerificationServer = defineStatusWorkflowServer({
  workflow: identityVerificationStatusWorkflow,
  // No list: the worker reads their own (`/mine`), payroll names the unverified.
  resource: { apiPath: '/identity_verifications', item: IdentityVerification },
  created: z.strictObject({
    id: z.uuid(),
    contractor_id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
  }),
  createdRow: (p, e) => ({
    ...p,
    ...unanswered,
    verified_at: null,
    attempts: 1,
    started_at: e.occurred_at,
    updated_at: e.occurred_at,
  }),
  project: (row, e) => ({
    updated_at: e.occurred_at,
    ...(e.type === 'identity.opened'
      ? { provider_session_id: e.payload.session_id as string }
      : {}),
    ...(e.type === 'identity.failed' ? { failure_reason: e.payload.reason as string } : {}),
    ...(e.type === 'identity.retry' ? { ...unanswered, attempts: row.attempts + 1 } : {}),
  }),
  rows: joined,
  scope: identityVerificationScope,
  access: identityVerificationAccess,
  toDto,
  row: (r: IdentityVerificationRecord) => r.v,
  facts: (r: IdentityVerificationRecord) => ({ contractorId: r.v.contractor_id }),
  table: identityVerifications,
});
