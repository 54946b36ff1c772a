import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { createPglite } from '../../src/server/db/pglite';
import { seedAndSeal } from '../../src/server/seed';
import { testVault } from './test-vault';
import { databaseUrlWithName, type TemplateKind } from './templates';

/** Migrates a fresh PGlite, then seeds it: the data folder after each step, gzipped. */
export async function buildPgliteTemplates(): Promise<Record<TemplateKind, Buffer>> {
  const client = await createPglite();
  const database = await openPglite(client);
  const dump = async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const migrated = await dump();
  await seedAndSeal(testVault)(database.db);
  const seeded = await dump();
  await database.close();
  return { migrated, seeded };
}

/** Creates the database `name` on the server at `url`, migrated, and seeded for the seeded kind. */
export async function buildPostgresTemplate(url: string, kind: TemplateKind, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrlWithName(url, name));
  if (kind === 'seeded') await seedAndSeal(testVault)(database.db);
  await database.close();
}
