import { rmSync } from 'node:fs';
import pg from 'pg';
import { keepTestKey, seededDataFolder } from '../tests/db/seeded-folder';
import { postgresTemplate } from '../tests/db/template-cache';
import { databaseUrlWithName, PG_NAMESPACE } from '../tests/db/templates';

// The browser suite's server: a fresh copy of the seeded demo (built once per seed and migration
// change, and shared with the server tests), then the product's own start. On PostgreSQL when the
// suite is offered one, as the server suite is: the server then spends half the CPU time it spends
// on the embedded database (measured in docs/testing.md). The embedded database's own start and
// serving are tested in tests/process/data-dir.test.ts.
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the folder the browser suite starts from');
rmSync(dataDir, { recursive: true, force: true });

const url = process.env.TEST_DATABASE_URL;
if (url) {
  const template = await postgresTemplate(url, 'seeded');
  const name = `${PG_NAMESPACE}e2e_${process.env.PORT}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  process.env.DATABASE_URL = databaseUrlWithName(url, name);
  keepTestKey(dataDir);
} else {
  await seededDataFolder(dataDir);
}
await import('../src/server/main');
