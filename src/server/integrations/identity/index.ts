import { demoOnlyStatus } from '../adapter';
import { demoIdentity } from './demo';

/**
 * The identity verification service (spec §7: "an identity verification service"), whose session
 * is the workflow chart `src/resources/identity-verifications/chart.ts`. On these
 * machines the demo implementation answers from what the worker has on file.
 */
export const identityAdapter = {
  id: 'identity',
  name: 'Identity verification',
  demo: demoIdentity,
  // No production service is configured yet: outside demo mode the adapter says so.
  status: demoOnlyStatus,
  /** A session opens and a complete subject is verified: the service answers. */
  test: async () => {
    const subject = { workerId: 'test', legalName: 'Test Worker', dateOfBirth: '1990-01-01' };
    const opened = await demoIdentity.openSession(subject);
    const result = await demoIdentity.result(subject);
    return opened.session_id && result.status === 'verified'
      ? { ok: true as const, message: 'A test session opened and was verified' }
      : { ok: false as const, message: 'The identity service did not verify the test subject' };
  },
};
