import { FEDERAL_POSTERS } from '../../../domain/labor-posters/federal-posters';
import type { Db } from '../../db/client';
import { laborPosters } from '../../db/schema';
import { syncReferenceRows } from '../../kit/reference-rows';

/** The posters table made equal to the cited data file (every start, after the seed). */
export const syncLaborPosters = (db: Db) =>
  syncReferenceRows(db, laborPosters, laborPosters.code, FEDERAL_POSTERS);
