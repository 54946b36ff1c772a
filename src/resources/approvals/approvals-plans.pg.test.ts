import { afterAll, beforeAll, expect, it } from 'vitest';
import { statementsOf, type Sent } from '../../../tests/kit/statements-of';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { accessLogOf } from '../../server/logs/access-log';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

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
