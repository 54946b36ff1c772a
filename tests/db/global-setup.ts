import pg from 'pg';
import { PG_NAMESPACE, PG_TEMPLATE_PREFIX } from './templates';

/**
 * Drops the PostgreSQL test databases a killed run of this checkout left behind (its templates stay). The templates are
 * not built here: only server tests need them, and the first one to ask builds them
 * (template-cache.ts).
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 and datname not like $2`,
      [`${PG_NAMESPACE}%`, `${PG_TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
