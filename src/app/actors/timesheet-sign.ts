import { fromPromise } from 'xstate';
import type { Signature } from '../../resources/timesheets/contract';
import { postWorkflowAction } from './workflow-action';

/** `sign` carrying the signature; the server records it on the sign event with its time and IP. */
export const signTimesheet = fromPromise<void, { id: string; signature: Signature }>(
  ({ input, signal }) =>
    postWorkflowAction('timesheets', input.id, 'sign', { signature: input.signature }, signal),
);

export const approveTimesheet = fromPromise<void, { id: string }>(({ input, signal }) =>
  postWorkflowAction('timesheets', input.id, 'approve', {}, signal),
);
