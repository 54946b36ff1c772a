import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/db/test-db';
import type { Database } from '../db/client';
import { pgBossQueue, type PayrollQueue } from './queue';

let database: Database;
let queue: PayrollQueue;
const worked: string[] = [];
let arrived: () => void = () => {};

beforeAll(async () => {
  database = await createTestDb('migrated');
  queue = pgBossQueue(
    database.db,
    async (runId) => {
      worked.push(runId);
      arrived();
    },
    (err) => {
      throw err;
    },
  );
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const until = (n: number) =>
  new Promise<void>((resolve) => {
    arrived = () => worked.length >= n && resolve();
    arrived();
  });

describe('pg-boss 10 on the app’s own database (PGlite here, PostgreSQL in production)', () => {
  it('runs a job sent on the connection, and one sent inside a transaction only once it commits', async () => {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    const c = crypto.randomUUID();
    await queue.enqueue(a, `k:${a}`);
    await until(1);
    expect(worked).toEqual([a]);
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue(b, `k:${b}`, tx);
        throw new Error('rolled back');
      })
      .catch(() => {});
    // The same key again within a minute is the same job. A minute is a slot aligned to the clock,
    // so two sends either side of its end are two jobs: the pair is sent well inside one slot.
    const leftOfSlot = 60_000 - (Date.now() % 60_000);
    if (leftOfSlot < 10_000) await new Promise((r) => setTimeout(r, leftOfSlot + 100));
    await database.db.transaction((tx) => queue.enqueue(c, `k:${c}`, tx));
    await database.db.transaction((tx) => queue.enqueue(c, `k:${c}`, tx));
    await until(2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(worked).toEqual([a, c]);
  });
});

describe('stopping while a job still runs', () => {
  it('lets the job end after the database is closed without an unhandled rejection', async () => {
    const db = await createTestDb('migrated');
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((r) => (started = r));
    const slow = pgBossQueue(
      db.db,
      async () => {
        started();
        await new Promise<void>((r) => (release = r));
      },
      () => {},
      'stop-test',
      { stopWaitMs: 1_000 },
    );
    const rejections: unknown[] = [];
    const onRejection = (err: unknown) => rejections.push(err);
    process.on('unhandledRejection', onRejection);
    try {
      await slow.start();
      await slow.enqueue(crypto.randomUUID(), 'slow');
      await running;
      await slow.stop();
      await db.close();
      // The job ends now, its process's queue stopped and its database closed, as after SIGTERM.
      release();
      await new Promise((r) => setTimeout(r, 500));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  }, 30_000);
});
