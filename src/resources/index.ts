import { distributions } from './distributions/manifest';

/**
 * Every resource folder, once, as browser and server both read it (its charts). The server reads
 * `server.ts` and the schema `tables.ts` beside this file; `index.test.ts` holds the three to the
 * folders, and `npm run new:resource` writes a new folder's line in each.
 */
export const resources = [distributions] as const;
