import { z } from 'zod';
import { systemActor, systemOrigin } from '../../server/billing/system-actor';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { identityVerificationDefinition, type IdentityVerificationEventType } from './chart';
import {
  IDENTITY_SERVICE_EMAIL,
  IdentityVerification,
  IdentityVerificationStatus,
} from './contract';
import { canSeeIdentityVerifications, IDENTITY_REFUSED } from './policy';
import { projectIdentityVerification, type IdentityVerificationRow } from './projection';
import {
  identityVerificationScope,
  joined,
  toDto,
  type IdentityVerificationRecord,
} from './queries';
import { identityVerifications } from './table';

const step = transitionPayload(z.strictObject({ status: IdentityVerificationStatus }));

/** What each event records; the store refuses any other payload. */
export const identityVerificationPayloads = {
  'identity_verification.created': z.strictObject({
    id: z.uuid(),
    contractor_id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
  }),
  'identity.opened': step.extend({ session_id: z.string().min(1).max(200) }),
  'identity.verified': step.extend({ session_id: z.string().min(1).max(200) }),
  'identity.failed': step.extend({
    reason: z.string().min(1).max(500),
    session_id: z.string().max(200).nullable(),
  }),
  'identity.retry': step,
} satisfies Record<
  IdentityVerificationEventType | 'identity_verification.created',
  z.ZodType<Record<string, unknown>>
>;

const events: EventStream = {
  type: identityVerificationDefinition.name,
  payloads: identityVerificationPayloads,
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

/** The verification lifecycle on the server: the shared definition plus its table, DTO, reducer and payloads. */
export const identityVerificationServer = defineWorkflowServer({
  definition: identityVerificationDefinition,
  apiPath: '/identity_verifications',
  itemKey: 'identity_verification',
  item: IdentityVerification,
  actionBody: z.object({}),
  rows: joined,
  id: identityVerifications.id,
  scope: identityVerificationScope,
  access: identityVerificationAccess,
  toDto,
  row: (r: IdentityVerificationRecord) => r.v,
  storedOf: (row: IdentityVerificationRow) => ({
    status: row.status as IdentityVerification['status'],
  }),
  facts: (r: IdentityVerificationRecord) => ({ contractorId: r.v.contractor_id }),
  table: identityVerifications,
  reduce: projectIdentityVerification,
  events,
});
