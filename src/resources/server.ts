import type { ResourceServerPart } from '../server/kit/resource-part';
import { distributionsPart } from './distributions/server';

/** Every resource folder's server part: `app.ts` registers the routes, `subscribers.ts` lists the subscribers. */
export const resourceServers: Readonly<Record<string, ResourceServerPart>> = {
  distributions: distributionsPart,
};
