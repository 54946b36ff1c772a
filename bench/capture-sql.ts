import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { Server, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * Preloaded into the product's process in the bench's capture run only (`--import
 * ./bench/capture-sql.ts`, `BENCH_CAPTURE_FILE=<file>`): every statement the product sends through
 * `pg` is appended to the file as one JSON line (name, text, values, when it started and ended), so
 * the reference server replays the SQL the product ran, never a retyped copy. Each line names the
 * request it was sent for (the `x-bench-capture` header the bench gives it): a statement sent by
 * anything else meanwhile (the transfer runner's tick, the catch-up queue, the daily notifications)
 * carries none, so a row's plan holds its request's statements only. The measured runs start the
 * product without this module.
 */
const file = process.env.BENCH_CAPTURE_FILE;
if (!file) throw new Error('BENCH_CAPTURE_FILE names the capture file');

// The driver's own conversion of a value to the text it sends, so the file holds what PostgreSQL got.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (v: unknown) => unknown;
};

/** The bench's name for the request being answered, kept across its awaits. */
const request = new AsyncLocalStorage<string>();
const emit = Server.prototype.emit;
Server.prototype.emit = function tagged(this: Server, event: string, ...args: unknown[]) {
  const name =
    event === 'request' ? (args[0] as IncomingMessage).headers['x-bench-capture'] : undefined;
  const send = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  return typeof name === 'string' ? request.run(name, send) : send();
} as typeof emit;

type Config = { text?: string; name?: string; values?: unknown[]; submit?: unknown };
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;

pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  const config: Config = typeof first === 'string' ? { text: first } : ((first ?? {}) as Config);
  const name = request.getStore();
  if (config.submit || !config.text || name === undefined) return query.apply(this, args);
  const values = (Array.isArray(second) ? second : config.values)?.map((v) => prepareValue(v));
  const started = performance.timeOrigin + performance.now();
  const write = () =>
    appendFileSync(
      file,
      `${JSON.stringify({ request: name, name: config.name, text: config.text, values, started, ended: performance.timeOrigin + performance.now() })}\n`,
    );
  // The pool hands a callback; drizzle on a lone client awaits the promise.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function')
    args[last] = (...answer: unknown[]) => (write(), callback(...answer));
  const answer = query.apply(this, args);
  if (answer instanceof Promise) answer.then(write, write);
  return answer;
} as typeof pg.Client.prototype.query;
