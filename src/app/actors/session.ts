import { fromPromise } from 'xstate';
// Types only: the server validates these responses against the same zod contracts before sending,
// and keeping the schemas out of the first page keeps it small.
import type { LoginResponse, User } from '../../domain/contracts/user';
import { errorMessageOf, http } from '../lib/http';
import { tokenStore } from '../lib/token-store';

const asError = async (err: unknown) => new Error(await errorMessageOf(err));

/** The ky implementations of the session chart's actors. */
export const sessionActors = {
  restoreSession: fromPromise<User | null>(async ({ signal }) => {
    if (!tokenStore.get()) return null;
    try {
      return await http.get('user', { signal }).json<User>();
    } catch {
      tokenStore.clear();
      return null;
    }
  }),
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
