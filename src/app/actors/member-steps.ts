import { fromPromise } from 'xstate';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** What each member step says once done. */
const DONE: Record<string, string> = {
  deactivate: 'Deactivated: every session of this user has ended.',
  reactivate: 'Reactivated: this user may sign in again.',
  invite: 'Invitation emailed again; the earlier link no longer works.',
};

/** The detail page's steps on a user: `POST /v2<apiPath>/{id}/deactivate|reactivate|invite`. */
export const memberStep = (apiPath: `/${string}`) =>
  fromPromise<string, { id: string; step: string }>(({ input, signal }) =>
    withApiErrors(async () => {
      await http.post(`${apiPath.slice(1)}/${input.id}/${input.step}`, { signal }).json();
      return DONE[input.step] ?? 'Done.';
    }),
  );
