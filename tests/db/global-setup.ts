import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { createPglite } from '../../src/server/db/pglite';
import { seedAndSeal } from '../../src/server/seed';
import { testVault } from './test-vault';
import { databaseUrlWithName, PG_NAMESPACE, pgTemplateName, TEMPLATE_DIR, templateFile } from './templates';

async function buildPgliteTemplates() {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const client = await createPglite();
  const database = await openPglite(client);
  writeFileSync(templateFile('migrated'), Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await seedAndSeal(testVault)(database.db);
  writeFileSync(templateFile('seeded'), Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await database.close();
}

async function buildPostgresTemplates(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${PG_NAMESPACE}%`],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    for (const kind of ['migrated', 'seeded'] as const) {
      await admin.query(`create database "${pgTemplateName(kind)}"`);
      const database = await openPostgres(databaseUrlWithName(url, pgTemplateName(kind)));
      if (kind === 'seeded') await seedAndSeal(testVault)(database.db);
      await database.close();
    }
  } finally {
    await admin.end();
  }
}

export default async function setup() {
  await buildPgliteTemplates();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await buildPostgresTemplates(url);
}
