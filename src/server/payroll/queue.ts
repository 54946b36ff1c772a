import PgBoss from 'pg-boss';
import { underStartupLock, type Db, type Tx } from '../db/client';

/** Where payroll jobs go: pg-boss in the app, something simpler where a test says so. */
export interface PayrollQueue {
  /** Takes jobs from here on (the app's start); a queue not started takes none. */
  start(): Promise<void>;
  /**
   * Asks for the run's job, inside `tx` when given (the job exists exactly when the transaction
   * commits); the same `key` within a minute (the queue's `singletonSeconds`) is one job.
   */
  enqueue(runId: string, key: string, tx?: Tx): Promise<void>;
  stop(): Promise<void>;
  /**
   * Works the run in this process at once, not awaited (the app's payroll queue does; a test's
   * queue may not): no wait for the queue's next poll once the approval has committed.
   */
  workNow?(runId: string): void;
}

/**
 * Work on runs in this process, one at a time per run: a run already being worked here is joined,
 * not worked a second time beside it (a queue's job of a run this process started at once).
 * `underWay()` is every piece of work still running, for a stop to wait on.
 */
export function joinedWork(handle: (runId: string) => Promise<void>) {
  const working = new Map<string, Promise<void>>();
  return {
    work(runId: string): Promise<void> {
      let now = working.get(runId);
      if (!now) {
        now = handle(runId).finally(() => working.delete(runId));
        working.set(runId, now);
      }
      return now;
    },
    underWay: () => Promise.allSettled(working.values()),
  };
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
 * How the queue recovers a job whose process died mid-run: the job expires 5 minutes after it
 * started, any live process's maintenance (every 30 seconds, one process per round) fails it, and it
 * is retried (5 times, 2 seconds apart) by whichever worker polls first (every second). The job
 * itself is safe to run twice.
 */
export const QUEUE_TIMING = {
  expireInSeconds: 300,
  maintenanceIntervalSeconds: 30,
  retryLimit: 5,
  retryDelay: 2,
  pollingIntervalSeconds: 1,
} as const;

const isDeadlock = (err: unknown) => (err as { code?: string }).code === '40P01';

/**
 * Creates the queue unless it exists, under the migrations' start-up lock (two processes creating it
 * at once deadlock in pg-boss's DDL); a deadlock with anything else is retried a few times.
 */
async function ensureQueue(db: Db, boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await underStartupLock(db, async () => {
        if (await boss.getQueue(name)) return;
        await boss.createQueue(name, {
          name,
          retryLimit: QUEUE_TIMING.retryLimit,
          retryDelay: QUEUE_TIMING.retryDelay,
          expireInSeconds: QUEUE_TIMING.expireInSeconds,
        });
      });
      return;
    } catch (err) {
      if (!isDeadlock(err) || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export interface QueueOptions {
  /** How many of the queue's jobs this process runs at once (1 unless said). */
  workers?: number;
  /** The same key within this many seconds (a slot aligned to the epoch) is one job; 60 unless said. */
  singletonSeconds?: number;
  /** How often a dead process's expired jobs are failed for retry (QUEUE_TIMING unless said). */
  maintenanceIntervalSeconds?: number;
  /** How long a stop waits for jobs in progress before it lets them go (pg-boss's 30 s unless said). */
  stopWaitMs?: number;
}

/**
 * pg-boss 10 on the app's database, in the `pgboss` schema its migration (0017) created, so start
 * only checks the version and makes the payroll queue once (QUEUE_TIMING says how a dead process's
 * job comes back). A start that fails is not kept: the next start or enqueue tries again.
 */
export function pgBossQueue(
  db: Db,
  work: (runId: string) => Promise<void>,
  onError: (err: unknown) => void,
  /** The queue's name: payroll's by default; reports run on a queue of their own. */
  name: string = PAYROLL_QUEUE,
  opts: QueueOptions = {},
): PayrollQueue {
  const workers = opts.workers ?? 1;
  const singletonSeconds = opts.singletonSeconds ?? 60;
  let started: Promise<PgBoss> | null = null;
  let running: PgBoss | null = null;
  let stopped = false;
  const connection = bossDb(db);
  const launch = async () => {
    stopped = false;
    const boss = new PgBoss({
      db: {
        // A job still running when the process stops finishes after the pool is closed, and
        // pg-boss records its end without awaiting it (an unhandled rejection that crashed the
        // process on SIGTERM). Once stopped, such an end is not recorded: the job expires and is
        // retried, as after a crash (QUEUE_TIMING), which every job here is safe for. (pg-boss
        // reads a result without rows as "no job affected".)
        executeSql: (text: string, values?: unknown[]) =>
          stopped ? Promise.resolve({ rows: undefined }) : connection.executeSql(text, values),
      } as never,
      schema: 'pgboss',
      schedule: false,
      maintenanceIntervalSeconds:
        opts.maintenanceIntervalSeconds ?? QUEUE_TIMING.maintenanceIntervalSeconds,
    });
    boss.on('error', onError);
    await boss.start();
    try {
      await ensureQueue(db, boss, name);
      // Each worker polls on its own and takes one job at a time, so `workers` jobs run at once.
      for (let i = 0; i < workers; i++)
        await boss.work<{ run_id: string }>(
          name,
          { pollingIntervalSeconds: QUEUE_TIMING.pollingIntervalSeconds },
          async (jobs) => {
            for (const job of jobs) await work(job.data.run_id);
          },
        );
    } catch (err) {
      await boss.stop({ graceful: false, close: false });
      throw err;
    }
    running = boss;
    return boss;
  };
  const start = () => {
    started ??= launch().catch((err: unknown) => {
      started = null;
      throw err;
    });
    return started;
  };
  return {
    async start() {
      await start();
    },
    async enqueue(runId, key, tx) {
      // Inside a transaction on PGlite's one connection, starting would wait for that very
      // transaction: refuse instead, and the caller (a delivery) tries again later.
      if (tx && !running) throw new Error(`The ${name} queue is not running yet`);
      const boss = running ?? (await start());
      await boss.send(
        name,
        { run_id: runId },
        { singletonKey: key, singletonSeconds, ...(tx ? { db: bossTx(tx) as never } : {}) },
      );
    },
    async stop() {
      // A start that failed has nothing to stop.
      const boss = await started?.catch(() => null);
      if (!boss) return;
      running = null;
      await boss.stop({
        graceful: true,
        wait: true,
        close: false,
        timeout: opts.stopWaitMs ?? 30_000,
      });
      stopped = true;
    },
  };
}
