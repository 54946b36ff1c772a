import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectPlansKept, plansOfPage } from '../../../tests/kit/plans-of-page';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const RUNS = 12;

it("answers Acme's owner each page of the queue with its two prepared statements, whose plans PostgreSQL keeps", async () => {
  const authorization = `Bearer ${await h.login('owner@acme.test')}`;
  const { perRequest, plans } = await plansOfPage(h, authorization, '/v2/approvals', RUNS);
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
  expect([...plans.keys()].sort()).toEqual([...names].sort());
  expectPlansKept(plans, RUNS);
});
