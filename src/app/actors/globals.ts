import { fromPromise } from 'xstate';
// A type only: the server validates the response against the same zod contract before sending.
import type { PublicGlobals } from '../../domain/contracts/public-globals';
import { errorMessageOf, publicHttp } from '../lib/http';

export const globalsActors = {
  loadGlobals: fromPromise<PublicGlobals>(async ({ signal }) => {
    try {
      return await publicHttp.get('public_globals', { signal }).json<PublicGlobals>();
    } catch (err) {
      throw new Error(await errorMessageOf(err));
    }
  }),
};
