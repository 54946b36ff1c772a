import type { Db } from '../../server/db/client';
import { syncReferenceRows } from '../../server/kit/reference-rows';
import { FEDERAL_POSTERS } from './federal-posters';
import { laborPosters } from './table';

/** The posters table made equal to the cited data file (every start, after the seed). */
export const syncLaborPosters = (db: Db) =>
  syncReferenceRows(db, laborPosters, laborPosters.code, FEDERAL_POSTERS);
