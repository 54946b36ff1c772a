import { pgliteTemplate } from './template-cache';

/** Builds this source's PGlite templates unless they are kept already (global-setup.ts starts it). */
await pgliteTemplate('seeded');
