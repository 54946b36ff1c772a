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

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openPglite(client: PGlite, release: () => void = () => {}): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    async close() {
      await client.close();
      release();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client cut off by the server (restart, drop ... with (force)) must not crash the
  // process; the pool replaces it on the next checkout.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async close() {
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is given; otherwise the embedded PGlite in dataDir, locked to this process. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const release = acquireDataDirLock(opts.dataDir);
  try {
    const client = await PGlite.create(`${opts.dataDir}/pgdata`);
    return await openPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}
