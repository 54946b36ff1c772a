import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { accessLogOf } from '../../logs/access-log';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface Sent {
  client: pg.Client;
  name?: string;
  text: string;
}

/** Set while a request of the test runs: the statements sent in its async context are its own. */
const inRequest = new AsyncLocalStorage<true>();

/**
 * Every statement sent through `pg` for `work`, with the connection that sent it; the timers'
 * (the transfer runner's tick, the queues' polls) run outside its context and are left out.
 */
async function statementsOf(work: () => Promise<void>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: Parameters<typeof query>
  ) {
    const first = args[0] as unknown;
    const config = typeof first === 'string' ? { text: first } : (first as Partial<Sent>);
    if (inRequest.getStore())
      sent.push({ client: this, name: config.name, text: String(config.text) });
    return (query as (...a: unknown[]) => unknown).apply(this, args) as ReturnType<typeof query>;
  } as typeof query);
  try {
    await inRequest.run(true, work);
  } finally {
    spy.mockRestore();
  }
  return sent;
}

const RUNS = 12;

it("answers Acme's owner each page of the queue with its two prepared statements, whose plans PostgreSQL keeps", async () => {
  const authorization = `Bearer ${await h.login('owner@acme.test')}`;
  const page = () =>
    h.app.inject({ method: 'GET', url: '/v2/approvals', headers: { authorization } });
  // The first run looks the session up and prepares the statements on whichever connections it
  // gets; the sign-in's access row is written now rather than by its timer during the runs.
  expect((await page()).statusCode).toBe(200);
  await accessLogOf(h.deps.db)?.flush();

  const perRequest: Sent[][] = [];
  for (let i = 0; i < RUNS; i++)
    perRequest.push(
      await statementsOf(async () => {
        const res = await page();
        expect(res.statusCode).toBe(200);
      }),
    );
  // The page and its counts by kind, nothing else: no scope lookup, no session read, no SET.
  for (const sent of perRequest) {
    expect(sent.map((s) => s.name)).toEqual([
      expect.stringMatching(/^kit_\d+$/),
      expect.stringMatching(/^kit_\d+$/),
    ]);
    expect(sent.map((s) => s.text).join('\n')).toMatch(/"approval_queue"/);
  }
  const names = new Set(perRequest.flat().map((s) => s.name));
  expect(names.size).toBe(2);

  // Each connection that ran them says how it planned them: a statement run more than five times on
  // a connection that plans every run (the pool's `force_custom_plan`) would show no generic plan.
  const clients = new Set(perRequest.flat().map((s) => s.client));
  const plans = new Map<string, { generic: number; custom: number }>();
  for (const client of clients) {
    const { rows } = await client.query<{ name: string; generic: string; custom: string }>(
      `select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where name = any($1)`,
      [[...names]],
    );
    for (const r of rows) {
      const seen = plans.get(r.name) ?? { generic: 0, custom: 0 };
      plans.set(r.name, {
        generic: seen.generic + Number(r.generic),
        custom: seen.custom + Number(r.custom),
      });
    }
  }
  expect([...plans.keys()].sort()).toEqual([...names].sort());
  for (const [name, { generic, custom }] of plans) {
    expect(generic + custom, name).toBe(RUNS + 1);
    expect(generic, name).toBeGreaterThan(0);
  }
});
