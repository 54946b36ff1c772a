import { HTTPError, type KyInstance } from 'ky';
import { fromPromise } from 'xstate';
// Types only: the server validates these responses against the same zod contracts before sending,
// and keeping the schemas out of the first page keeps it small.
import type { LoginResponse, User } from '../../domain/contracts/user';
import { backgroundHttp, errorMessageOf, http } from '../lib/http';
import { tokenStore } from '../lib/token-store';

const asError = async (err: unknown) => new Error(await errorMessageOf(err));

type StoredToken = Pick<typeof tokenStore, 'get' | 'clear'>;

/**
 * Checks the token kept from an earlier page load: the user, or null when there is none or the
 * server answers 401 (then it is cleared). Any other failure (timeout, 5xx, no network) is thrown
 * with the token kept, for the chart to try again: a slow server must not sign the user out.
 */
export const restoreSessionWith = (client: KyInstance, token: StoredToken) =>
  fromPromise<User | null>(async ({ signal }) => {
    if (!token.get()) return null;
    try {
      return await client.get('user', { signal }).json<User>();
    } catch (err) {
      if (!(err instanceof HTTPError) || err.response.status !== 401) throw err;
      token.clear();
      return null;
    }
  });

/** The ky implementations of the session chart's actors. */
export const sessionActors = {
  // Quietly: the chart retries and shows its own notice, so each failed try is no toast.
  restoreSession: restoreSessionWith(backgroundHttp, tokenStore),
  signIn: fromPromise<LoginResponse, { email: string; password: string }>(
    async ({ input, signal }) => {
      try {
        return await http.post('user', { json: input, signal }).json<LoginResponse>();
      } catch (err) {
        throw await asError(err);
      }
    },
  ),
  verifyCode: fromPromise<string, { email: string; code: string }>(async ({ input, signal }) => {
    try {
      const body = await http
        .post('user/two_factor', { json: input, signal })
        .json<LoginResponse>();
      if (!body.access_token) throw new Error('Unknown Error, Please Contact Support');
      return body.access_token;
    } catch (err) {
      throw await asError(err);
    }
  }),
  loadUser: fromPromise<User>(async ({ signal }) => {
    try {
      return await http.get('user', { signal }).json<User>();
    } catch (err) {
      throw await asError(err);
    }
  }),
  signOut: fromPromise<void>(async ({ signal }) => {
    await http.post('user/logout', { signal });
  }),
};
