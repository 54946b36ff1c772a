import type { FastifyInstance } from 'fastify';

/** One plugin's part of what the app runs beside its requests. */
export interface BackgroundWork {
  start(): void | Promise<void>;
  /** Ends it and waits for what it has under way, so the database can close after. */
  stop(): void | Promise<void>;
}

/**
 * What the app runs and holds beside answering requests on `deps.db` and `deps.files`: the
 * dispatcher, the queues' workers, pollers, jobs a request started, in-memory counts, and what it
 * puts in place at start (stale imports undone, the demo receipt's bytes). A plugin adds its part
 * with `add` rather than hooks of its own; all of it starts when the app is ready and stops (last
 * added first) when it closes. Only the server tests call `stop` and `start` themselves: one app
 * serves every test file of a worker, each on its own database (tests/server-harness.ts).
 */
export interface Background {
  add(work: BackgroundWork): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

/** Decorates the app with its `background`, started on ready and stopped on close. */
export function registerBackground(app: FastifyInstance): void {
  const works: BackgroundWork[] = [];
  const background: Background = {
    add: (work) => void works.push(work),
    async start() {
      for (const work of works) await work.start();
    },
    async stop() {
      for (const work of [...works].reverse()) await work.stop();
    },
  };
  app.decorate('background', background);
  app.addHook('onReady', async () => background.start());
  app.addHook('onClose', async () => background.stop());
}

/** What a queue of runs offers its background part (payroll's and reports' queues). */
interface RunQueue {
  start(): Promise<void>;
  enqueue(runId: string, key: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A queue of runs as background work: it starts, then every run a crash or a stop left unfinished
 * gets a job again; on stop, that resumption ends before the queue stops. `queue` is asked each
 * time, since the database it works on may be another after a restart (the server tests).
 */
export function resumingQueue(
  queue: () => RunQueue,
  unfinished: () => Promise<string[]>,
  onError: (err: unknown) => void,
): BackgroundWork {
  let resumed: Promise<unknown> = Promise.resolve();
  return {
    start() {
      const started = queue();
      resumed = started
        .start()
        .then(unfinished)
        .then((ids) => Promise.all(ids.map((id) => started.enqueue(id, `resume:${id}`))))
        .catch(onError);
    },
    async stop() {
      await resumed;
      await queue().stop();
    },
  };
}
