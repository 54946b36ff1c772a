import type { User } from '../../domain/contracts/user';
import type { Db } from '../db/client';

/** One row of a report: a value per column key (cents and hundredths as integers). */
export type ReportRow = Record<string, string | number | null>;

/** Rows of one batch and the key the next batch starts after (keyset paging, never offsets). */
export interface ReportBatch {
  rows: ReportRow[];
  /** The last row's key; the next batch reads rows strictly after it. */
  last: string | null;
}

/**
 * Where one report's rows come from. Every query is narrowed by `scope` (the kit's tenant scope of
 * the user who asked, on the report's own tables), reads its rows in a fixed order ending on a unique
 * key, and pages by that key, so a report of any size streams in batches of `limit` rows.
 */
export interface ReportSource<P> {
  count(db: Db, user: User, params: P): Promise<number>;
  batch(db: Db, user: User, params: P, after: string | null, limit: number): Promise<ReportBatch>;
}

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** A composite keyset cursor (`2026-11-02|<uuid>`), split back into its parts. */
export const cursorParts = (after: string) => {
  const i = after.lastIndexOf('|');
  return [after.slice(0, i), after.slice(i + 1)] as const;
};
