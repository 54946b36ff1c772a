import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every PGlite this product opens, with the extensions its migrations create: the search indexes
 * use pg_trgm's operator classes, so a database without it loaded cannot even insert a row.
 */
export const createPglite = (options: string | PGliteOptions = {}) =>
  PGlite.create({
    ...(typeof options === 'string' ? { dataDir: options } : options),
    extensions: { pg_trgm },
  });
