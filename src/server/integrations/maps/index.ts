import type { Env } from '../../env';
import { demoMaps } from './demo';

/**
 * The maps and addresses service (spec §7: "a maps service" with places). On these machines the
 * demo implementation answers from the offline US ZIP code data set; a configured browser key
 * (`GOOGLE_MAPS_API_KEY`) is handed to signed-in browsers by `/public_globals/authenticated_api_keys`.
 */
export const mapsAdapter = {
  id: 'maps',
  name: 'Maps and addresses',
  demo: demoMaps,
  status: (env: Pick<Env, 'GOOGLE_MAPS_API_KEY'>) =>
    env.GOOGLE_MAPS_API_KEY ? ('connected' as const) : ('demo' as const),
  /** A known ZIP code must come back as its city: the data set loads and answers. */
  test: async () => {
    const [found] = await demoMaps.suggest('10001');
    return found?.city === 'New York'
      ? { ok: true as const, message: 'ZIP code 10001 is New York, NY' }
      : { ok: false as const, message: 'The ZIP code data set did not answer' };
  },
};
