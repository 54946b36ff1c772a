import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { createPglite } from './pglite';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Work done once per start after the migrations, with no other process starting alongside. */
export type Prepare = (db: Db) => Promise<void>;

export async function openPglite(
  client: PGlite,
  release: () => void = () => {},
  prepare: Prepare = async () => {},
): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await prepare(db as unknown as Db);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    async close() {
      await client.close();
      release();
    },
  };
}

/** Any constant: every process of this product agrees on it, nothing else on the server uses it. */
const STARTUP_LOCK_KEY = 7_310_214_402;

/**
 * Runs `work` on one connection of the pool while it holds the startup lock, a session advisory
 * lock: several API processes starting at once on one database take turns.
 */
async function holdingStartupLock<T>(
  pool: pg.Pool,
  work: (locked: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const locked = await pool.connect();
  try {
    await locked.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(locked);
    } finally {
      await locked.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    locked.release();
  }
}

/**
 * Start-up work that changes the database's structure (pg-boss creating a queue's tables) under the
 * same lock as the migrations, so two processes starting together never run it at once. The
 * embedded database has one process (its folder lock), so there it simply runs.
 */
export async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? holdingStartupLock(client, work) : work();
}

/**
 * How many transactions of one long job (a month-end run) work side by side: two on PostgreSQL,
 * where the process builds one batch while the server writes the other; one on PGlite, whose single
 * connection runs transactions in turn, so a second one waiting would keep requests behind both.
 */
export const concurrentTransactions = (db: Db): number =>
  (db as unknown as { $client: unknown }).$client instanceof pg.Pool ? 2 : 1;

const planReusing = new WeakMap<Db, Db>();

/**
 * The database for prepared statements whose plans PostgreSQL may keep (`plan_cache_mode=auto`, its
 * default): a list whose generic plan is as good as a custom one (the approvals queue: a union of
 * four sources, 1 ms to plan, 1 ms to run) then skips planning from the sixth run on. `db` itself
 * on PGlite, inside a transaction, and for a database not opened by `openPostgres`.
 */
export const planReusingDb = (db: Db): Db => planReusing.get(db) ?? db;

const planKeeping = new WeakMap<Db, Db>();

/**
 * The database for prepared statements whose one plan is right for every value they bind
 * (`plan_cache_mode=force_generic_plan`): a list's first page bound by nothing but the caller's
 * tenant, which every index of a plan-keeping list leads with. PostgreSQL's own choice (`auto`)
 * prices the generic plan at an average tenant and keeps planning the largest one every run (the
 * agency owner's timesheet page: 1.7–1.9 ms of planning for a 0.26 ms scan). `db` itself where
 * `planReusingDb` is.
 */
export const planKeepingDb = (db: Db): Db => planKeeping.get(db) ?? db;

export async function openPostgres(
  url: string,
  prepare: Prepare = async () => {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // The lists run as prepared statements (kit/prepared.ts). After five runs PostgreSQL may switch
    // a statement to a generic plan, chosen without the values, which for the timesheet page scans
    // (0.9 ms custom, 205 ms generic, issue 30): planning each run afresh costs far less.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // Connections of their own for the statements that keep their plans (`planReusingDb`): a
  // session setting cannot change per statement without a round trip. pg opens them on first use
  // and closes them after 10 s idle, so a process that never asks holds none.
  const reusingPool = new pg.Pool({ connectionString: url, max: 10 });
  const keepingPool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle client cut off by the server (restart, drop ... with (force)) must not crash the
  // process; the pool replaces it on the next checkout.
  pool.on('error', () => {});
  reusingPool.on('error', () => {});
  keepingPool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  planReusing.set(db as unknown as Db, drizzlePg({ client: reusingPool, schema }) as unknown as Db);
  planKeeping.set(db as unknown as Db, drizzlePg({ client: keepingPool, schema }) as unknown as Db);
  // Several API processes may start at once on one database: migrations and the demo seed run
  // one process at a time, and the later ones find them done.
  try {
    await holdingStartupLock(pool, async (locked) => {
      await migratePg(drizzlePg({ client: locked, schema }), { migrationsFolder });
      await prepare(db as unknown as Db);
    });
  } catch (err) {
    await Promise.all([pool.end(), reusingPool.end(), keepingPool.end()]);
    throw err;
  }
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async close() {
      await Promise.all([pool.end(), reusingPool.end(), keepingPool.end()]);
    },
  };
}

/** PostgreSQL when a URL is given; otherwise the embedded PGlite in dataDir, locked to this process. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  prepare?: Prepare;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.prepare);
  const release = await acquireDataDirLock(opts.dataDir);
  try {
    const client = await createPglite(`${opts.dataDir}/pgdata`);
    return await openPglite(client, release, opts.prepare);
  } catch (err) {
    release();
    throw err;
  }
}
