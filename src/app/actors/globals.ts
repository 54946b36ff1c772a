import { fromPromise } from 'xstate';
import { PublicGlobals } from '../../domain/contracts/public-globals';
import { errorMessageOf, publicHttp } from '../lib/http';

export const globalsActors = {
  loadGlobals: fromPromise<PublicGlobals>(async ({ signal }) => {
    try {
      return PublicGlobals.parse(await publicHttp.get('public_globals', { signal }).json());
    } catch (err) {
      throw new Error(await errorMessageOf(err));
    }
  }),
};
