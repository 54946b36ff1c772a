import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { vi } from 'vitest';

/** One statement sent through `pg`. */
export interface Sent {
  client: pg.Client;
  name?: string;
  text: string;
  values?: unknown[];
}

/** Set while the work of `statementsOf` runs: the statements sent in its async context are its own. */
const inWork = new AsyncLocalStorage<true>();

/**
 * Every statement sent through `pg` for `work` (say, a request by `app.inject`), with the
 * connection that sent it, counted at the pg client. The timers' statements meanwhile (the transfer
 * runner's tick, the queues' polls) run outside its async context and are left out.
 */
export async function statementsOf(work: () => Promise<void>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: Parameters<typeof query>
  ) {
    const [first, second] = args as unknown[];
    const config = typeof first === 'string' ? { text: first } : (first as Partial<Sent>);
    if (inWork.getStore())
      sent.push({
        client: this,
        name: config.name,
        text: String(config.text),
        values: Array.isArray(second) ? second : config.values,
      });
    return (query as (...a: unknown[]) => unknown).apply(this, args) as ReturnType<typeof query>;
  } as typeof query);
  try {
    await inWork.run(true, work);
  } finally {
    spy.mockRestore();
  }
  return sent;
}
