import type { Db } from './db/client';
import type { Env } from './env';

/** What every route may use; tests supply their own clock and database. */
export interface Deps {
  db: Db;
  env: Env;
  now: () => Date;
}
