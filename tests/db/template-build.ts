import Fastify from 'fastify';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { createDispatcher } from '../../src/server/events/dispatcher';
import { memoryStorage } from '../../src/server/files/storage';
import { subscribers } from '../../src/server/subscribers';
import { createPglite } from '../../src/server/db/pglite';
import { seedAndSeal } from '../../src/server/seed';
import { testVault } from './test-vault';
import { databaseUrlWithName, type TemplateKind } from './templates';

/**
 * Seeds, then runs the after-commit deliveries the seed left (the history's sent-invoice PDFs and
 * mails, commissions, billing syncs: over 200), as a first start's dispatcher would. Left in the
 * template, every test server and the browser suite's server ran them again at start: about 10 s
 * of each test file's harness, and tests waiting on a mail queued behind them.
 */
async function seedAndSettle(db: Db): Promise<void> {
  await seedAndSeal(testVault)(db);
  const deps = {
    db,
    env: parseEnv({ NODE_ENV: 'test', APP_MODE: 'local' }),
    // The test harness's clock at its start (tests/server-harness.ts).
    now: () => new Date('2026-11-20T15:00:00Z'),
    vault: testVault,
    files: memoryStorage(),
    subscribers,
  };
  await createDispatcher(deps, subscribers, Fastify({ logger: false }).log).drain();
}

/** Migrates a fresh PGlite, then seeds it: the data folder after each step, gzipped. */
export async function buildPgliteTemplates(): Promise<Record<TemplateKind, Buffer>> {
  const client = await createPglite();
  const database = await openPglite(client);
  const dump = async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const migrated = await dump();
  await seedAndSettle(database.db);
  const seeded = await dump();
  await database.close();
  return { migrated, seeded };
}

/** Creates the database `name` on the server at `url`, migrated, and seeded for the seeded kind. */
export async function buildPostgresTemplate(
  url: string,
  kind: TemplateKind,
  name: string,
): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrlWithName(url, name));
  if (kind === 'seeded') await seedAndSettle(database.db);
  await database.close();
}
