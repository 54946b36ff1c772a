import { afterAll, beforeAll, expect, it } from 'vitest';
import { statementsOf, type Sent } from '../../../../tests/kit/statements-of';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { accessLogOf } from '../../logs/access-log';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it("runs every search of one caller's shape as one prepared statement that may keep its plan, only its values differing", async () => {
  const authorization = `Bearer ${await h.login('owner@acme.test')}`;
  const search = async (text: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/v2/search?search_type=global&search=${encodeURIComponent(text)}`,
      headers: { authorization },
    });
    expect(res.statusCode).toBe(200);
  };
  // The first search looks the session up and prepares the statement; the sign-in's access row
  // is written now rather than by its timer during the searches.
  await search('acme');
  await accessLogOf(h.deps.db)?.flush();

  const sent: Sent[] = [];
  for (const text of ['smith', 'jo%n', 'INV-000'])
    sent.push(...(await statementsOf(() => search(text))));
  expect(sent).toHaveLength(3);
  expect(new Set(sent.map((s) => s.name)).size).toBe(1);
  expect(sent[0]!.name).toMatch(/^kit_\d+$/);
  // The search's text only in the values, escaped for LIKE, never written into the statement.
  expect(sent[0]!.text).not.toMatch(/smith/);
  expect(sent.map((s) => s.values)).toEqual([
    expect.arrayContaining(['%smith%', 'smith%', 'smith']),
    expect.arrayContaining(['%jo\\%n%', 'jo\\%n%', 'jo%n']),
    expect.arrayContaining(['%INV-000%', 'INV-000%', 'INV-000']),
  ]);
  // On the connections where PostgreSQL may keep the statement's plan: planning it each time cost
  // more than running it.
  for (const { client } of sent) {
    const { rows } = await client.query<{ mode: string }>(
      `select current_setting('plan_cache_mode') as mode`,
    );
    expect(rows).toEqual([{ mode: 'auto' }]);
  }
});
