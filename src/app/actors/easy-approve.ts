import { fromPromise } from 'xstate';
import type { EasyApproveView } from '../../../machines/easy-approve/easy-approve.screen';
import { EasyApproveView as View } from '../../domain/contracts/timesheets';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** No sign-in: the signed token is the only credential. */
export const openLink = fromPromise<EasyApproveView, { token: string }>(({ input, signal }) =>
  withApiErrors(async () =>
    View.parse(
      await http.get('easy_approve', { searchParams: { token: input.token }, signal }).json(),
    ),
  ),
);

export const decide = fromPromise<
  EasyApproveView,
  { token: string; decision: 'approve' | 'reject'; reason?: string }
>(({ input, signal }) =>
  withApiErrors(async () =>
    View.parse(await http.post('easy_approve', { json: input, signal }).json()),
  ),
);
