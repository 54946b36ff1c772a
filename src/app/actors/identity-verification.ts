import { fromPromise } from 'xstate';
import { MyIdentityVerification } from '../../resources/identity-verifications/contract';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** The worker's session as the server has it after asking the identity service. */
export const loadMyIdentity = fromPromise<MyIdentityVerification>(({ signal }) =>
  withApiErrors(async () =>
    MyIdentityVerification.parse(await http.get('identity_verifications/mine', { signal }).json()),
  ),
);

/** "Verify your identity" / "Verify again": a session opened with the service. */
export const startMyIdentity = fromPromise<MyIdentityVerification>(({ signal }) =>
  withApiErrors(async () =>
    MyIdentityVerification.parse(
      await http.post('identity_verifications/start', { signal }).json(),
    ),
  ),
);
