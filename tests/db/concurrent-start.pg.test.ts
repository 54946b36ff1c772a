import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { seedAndSeal } from '../../src/server/seed';
import { databaseUrlWithName, PG_NAMESPACE } from './templates';
import { testVault } from './test-vault';

const url = process.env.TEST_DATABASE_URL ?? '';

describe('servers starting together on a fresh PostgreSQL database', { timeout: 120_000 }, () => {
  it('both start: migrations and the seed run once, one process at a time', async () => {
    const name = `${PG_NAMESPACE}start_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const target = databaseUrlWithName(url, name);
      const started = await Promise.all([0, 1, 2].map(() => openPostgres(target, async (db) => void (await seedAndSeal(testVault)(db)))));
      const check = new pg.Client({ connectionString: target });
      await check.connect();
      const migrations = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const admins = await check.query(`select count(*)::int as n from users where email = 'admin@demo.test'`);
      await check.end();
      for (const s of started) await s.close();
      expect(migrations.rows[0].n).toBeGreaterThan(0);
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
