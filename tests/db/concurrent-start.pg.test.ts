import { randomBytes } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client';
import { bossDb, PAYROLL_QUEUE, pgBossQueue, QUEUE_TIMING } from '../../src/server/payroll/queue';
import { seed, seedParts } from '../../src/server/seed';
import { databaseUrlWithName, PG_TEST_DB_PREFIX } from './templates';

const url = process.env.TEST_DATABASE_URL ?? '';

/** A fresh, empty database for `use`, dropped afterwards. */
async function withFreshDatabase(use: (target: string) => Promise<void>) {
  const name = `${PG_TEST_DB_PREFIX}start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    await use(databaseUrlWithName(url, name));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const within = (ms: number, what: string) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms).unref(),
  );

describe('servers starting together on a fresh PostgreSQL database', { timeout: 120_000 }, () => {
  // The seed's first part stands for all of it: the lock and the seed's record of what ran are
  // what is under test, and the whole demo seed costs about a minute.
  it('both start: migrations and the seed run once, one process at a time', async () => {
    await withFreshDatabase(async (target) => {
      const ran: string[][] = [];
      const started = await Promise.all(
        [0, 1, 2].map(() =>
          openPostgres(
            target,
            async (db) => void ran.push(await seed(db, undefined, seedParts.slice(0, 1))),
          ),
        ),
      );
      const check = new pg.Client({ connectionString: target });
      await check.connect();
      const migrations = await check.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const admins = await check.query(
        `select count(*)::int as n from users where email = 'admin@demo.test'`,
      );
      await check.end();
      for (const s of started) await s.close();
      expect(migrations.rows[0].n).toBeGreaterThan(0);
      expect(admins.rows[0].n).toBe(1);
      expect(ran.flat()).toEqual([seedParts[0]!.name]);
    });
  });

  it('both get a working payroll queue: each one starts, takes jobs and runs them', async () => {
    await withFreshDatabase(async (target) => {
      const servers = await Promise.all([0, 1].map(() => openPostgres(target)));
      const errors: unknown[] = [];
      const took = new Set<number>();
      let bothTook!: () => void;
      const together = new Promise<void>((resolve) => {
        bothTook = resolve;
      });
      const ran: string[] = [];
      // Each worker holds its first job until the other has one too: the test ends only when both
      // processes' workers are taking jobs.
      const queues = servers.map((s, i) =>
        pgBossQueue(
          s.db,
          async (runId) => {
            took.add(i);
            if (took.size === 2) bothTook();
            await Promise.race([together, within(30_000, 'job taken by the other process')]);
            ran.push(runId);
          },
          (err) => errors.push(err),
        ),
      );
      try {
        await Promise.all(queues.map((q) => q.start()));
        await Promise.all(queues.map((q, i) => q.enqueue(`run-${i}`, `key-${i}`)));
        await Promise.race([together, within(30_000, 'job taken by both processes')]);
        while (ran.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(ran.sort()).toEqual(['run-0', 'run-1']);
        expect(errors).toEqual([]);
      } finally {
        for (const q of queues) await q.stop();
        for (const s of servers) await s.close();
      }
    });
  });

  it('a job its process died in the middle of is run again by a live process', async () => {
    await withFreshDatabase(async (target) => {
      // The process that dies: it takes the job and never finishes it.
      const dying: Database = await openPostgres(target);
      const boss = new PgBoss({
        db: bossDb(dying.db) as never,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
      });
      await boss.start();
      await boss.createQueue(PAYROLL_QUEUE, {
        name: PAYROLL_QUEUE,
        retryLimit: QUEUE_TIMING.retryLimit,
        retryDelay: QUEUE_TIMING.retryDelay,
        expireInSeconds: QUEUE_TIMING.expireInSeconds,
      });
      await boss.send(PAYROLL_QUEUE, { run_id: 'orphan' });
      const [job] = await boss.fetch<{ run_id: string }>(PAYROLL_QUEUE);
      expect(job?.data.run_id).toBe('orphan');
      await dying.close();
      // It died longer ago than a job may run.
      const check = new pg.Client({ connectionString: target });
      await check.connect();
      await check.query(
        `update pgboss.job set started_on = now() - interval '10 minutes' where id = $1`,
        [job!.id],
      );
      await check.end();

      const live = await openPostgres(target);
      let rerun!: (runId: string) => void;
      const done = new Promise<string>((resolve) => {
        rerun = resolve;
      });
      // Maintenance every second instead of every 30: the recovery path is the same, the wait shorter.
      const queue = pgBossQueue(
        live.db,
        async (runId) => rerun(runId),
        () => {},
        PAYROLL_QUEUE,
        { maintenanceIntervalSeconds: 1 },
      );
      try {
        await queue.start();
        expect(await Promise.race([done, within(60_000, 'rerun of the orphaned job')])).toBe(
          'orphan',
        );
      } finally {
        await queue.stop();
        await live.close();
      }
    });
  });
});
