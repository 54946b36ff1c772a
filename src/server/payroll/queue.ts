import PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/client';

/** Where payroll jobs go: pg-boss in the app, something simpler where a test says so. */
export interface PayrollQueue {
  /** Takes jobs from here on (the app's start); a queue not started takes none. */
  start(): Promise<void>;
  /**
   * Asks for the run's job, inside `tx` when given (the job exists exactly when the transaction
   * commits); the same `key` within a minute is one job.
   */
  enqueue(runId: string, key: string, tx?: Tx): Promise<void>;
  stop(): Promise<void>;
}

export const PAYROLL_QUEUE = 'payroll-run';

type SqlRunner = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
interface ClientLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's `db` option on one of our connections: a PostgreSQL pool or client as it is, or the
 * embedded PGlite (or one of its transactions), whose `query` takes one statement with parameters
 * while pg-boss also sends several statements without any, which PGlite runs with `exec`.
 */
function runnerOf(client: ClientLike): SqlRunner {
  const { exec } = client;
  if (typeof exec === 'function')
    return {
      async executeSql(text, values) {
        if (values && values.length) return client.query(text, values);
        const results = await exec.call(client, text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  return { executeSql: (text, values) => client.query(text, values) };
}

// drizzle keeps the driver's client on the handle (`$client`) and on a transaction's session.
export const bossDb = (db: Db) => runnerOf((db as unknown as { $client: ClientLike }).$client);
const bossTx = (tx: Tx) =>
  runnerOf((tx as unknown as { session: { client: ClientLike } }).session.client);

/**
 * pg-boss 10 on the app's database, in the `pgboss` schema its migration (0017) created, so start
 * only checks the version. Jobs expire after 5 minutes and are retried, so a job whose worker died
 * runs again (the job itself is safe to run twice). The worker polls every second.
 */
export function pgBossQueue(
  db: Db,
  work: (runId: string) => Promise<void>,
  onError: (err: unknown) => void,
): PayrollQueue {
  let started: Promise<PgBoss> | null = null;
  let running: PgBoss | null = null;
  const start = () => {
    started ??= (async () => {
      const boss = new PgBoss({ db: bossDb(db) as never, schema: 'pgboss', schedule: false });
      boss.on('error', onError);
      await boss.start();
      await boss.createQueue(PAYROLL_QUEUE, {
        name: PAYROLL_QUEUE,
        retryLimit: 5,
        retryDelay: 2,
        expireInSeconds: 300,
      });
      await boss.work<{ run_id: string }>(
        PAYROLL_QUEUE,
        { pollingIntervalSeconds: 1 },
        async (jobs) => {
          for (const job of jobs) await work(job.data.run_id);
        },
      );
      running = boss;
      return boss;
    })();
    return started;
  };
  return {
    async start() {
      await start();
    },
    async enqueue(runId, key, tx) {
      // Inside a transaction on PGlite's one connection, starting would wait for that very
      // transaction: refuse instead, and the caller (a delivery) tries again later.
      if (tx && !running) throw new Error('The payroll queue is not running yet');
      const boss = running ?? (await start());
      await boss.send(
        PAYROLL_QUEUE,
        { run_id: runId },
        { singletonKey: key, singletonSeconds: 60, ...(tx ? { db: bossTx(tx) as never } : {}) },
      );
    },
    async stop() {
      if (!started) return;
      const boss = await started;
      running = null;
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}
