import { randomBytes } from 'node:crypto';
import { createPglite } from '../../src/server/db/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { pgliteTemplate, postgresTemplate } from './template-cache';
import { databaseUrlWithName, PG_TEST_DB_PREFIX, type TemplateKind } from './templates';

/** Which database the current Vitest project runs the server suite on. */
export const testDriver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

async function copyTemplate(url: string, kind: TemplateKind): Promise<string> {
  const template = await postgresTemplate(url, kind);
  const name = `${PG_TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // PostgreSQL 15 copies a template through the WAL by default: every file's 55 MB seeded copy
    // went through the log. Copying the files instead took a sample of 46 server test files from
    // 130–131 s to 107–118 s (docs/testing.md); older servers know only that way and take no STRATEGY.
    const version = Number(
      (await admin.query('show server_version_num')).rows[0].server_version_num,
    );
    const strategy = version >= 150000 ? ' strategy = file_copy' : '';
    // Copies from one template cannot overlap; another worker may be copying right now.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"${strategy}`);
        break;
      } catch (err) {
        if (attempt > 40 || !String(err).includes('being accessed by other users')) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * The copy the next test file of this worker will open, made while the current file runs: a copy
 * costs a second or more of PostgreSQL writing files, which then overlaps the tests instead of
 * preceding them (the worker keeps its module state across files). A spare left at the end of a
 * run is dropped by the next run's global setup.
 */
const spares = new Map<TemplateKind, Promise<string>>();

function takeCopy(url: string, kind: TemplateKind): Promise<string> {
  const ready = spares.get(kind) ?? copyTemplate(url, kind);
  const next = ready.then(() => copyTemplate(url, kind));
  next.catch(() => {});
  spares.set(kind, next);
  return ready;
}

async function dropDatabase(url: string, name: string) {
  const dropper = new pg.Client({ connectionString: url });
  await dropper.connect();
  try {
    await dropper.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await dropper.end();
  }
}

async function createPostgresCopy(kind: TemplateKind): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  let name: string;
  try {
    name = await takeCopy(url, kind);
  } catch {
    spares.delete(kind);
    name = await copyTemplate(url, kind);
  }
  const database = await openPostgres(databaseUrlWithName(url, name));
  return {
    ...database,
    async close() {
      await database.close();
      // Dropping writes files too: it overlaps the next file's tests (a drop a worker's exit cut
      // short is finished by the next run's global setup).
      dropDatabase(url, name).catch(() => {});
    },
  };
}

/**
 * A fresh database for one test file: a copy of a template (migrated, or migrated and seeded with
 * the demo tenants) built on first use and kept while its source is unchanged (template-cache.ts),
 * on PGlite or on PostgreSQL.
 */
export async function createTestDb(kind: TemplateKind = 'seeded'): Promise<Database> {
  if (testDriver === 'postgres') return createPostgresCopy(kind);
  const client = await createPglite({ loadDataDir: await pgliteTemplate(kind) });
  return openPglite(client);
}
