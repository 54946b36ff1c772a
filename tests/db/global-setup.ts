import { spawn } from 'node:child_process';
import pg from 'pg';
import { PG_TEST_DB_PREFIX } from './templates';

/**
 * Drops the PostgreSQL test databases a killed run of this checkout left behind: only the test
 * files' copies, so a browser suite running meanwhile keeps its database and the templates stay.
 * The templates are built by the first test that asks (template-cache.ts); with PostgreSQL offered,
 * the PGlite ones are also started aside here.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  buildPgliteTemplatesAside();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      // `_` matches any character in LIKE: unescaped, the prefix would match the templates too.
      [`${PG_TEST_DB_PREFIX.replaceAll('_', '\\_')}%`],
    );
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * With PostgreSQL offered, only the embedded-database files (process tests, EMBEDDED) need the
 * PGlite templates, and they run after the server suite: built in a process of their own from the
 * start, they overlap the server suite instead of holding one worker for about a minute at the end
 * while the other runs out of files. Kept templates make it exit at once.
 */
function buildPgliteTemplatesAside(): void {
  // It outlives a short run rather than being killed half done: a checkout builds them once (a
  // build that fails shows its error in the first test that asks for them).
  spawn(process.execPath, ['scripts/run-bundled.mjs', 'tests/db/build-pglite-templates.ts'], {
    stdio: 'ignore',
    detached: true,
  }).unref();
}
