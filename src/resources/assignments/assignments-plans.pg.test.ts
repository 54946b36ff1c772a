import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  expectPlannedEveryRun,
  expectPlansKept,
  plansOfPage,
} from '../../../tests/kit/plans-of-page';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const RUNS = 12;

it.each([
  '/v2/assignments',
  '/v2/assignments?sort=-contractor_name&client_id=00000000-0000-4000-8000-000000000000',
])("keeps the plans of Acme's owner's page %s (a scope, an equality, a sort)", async (url) => {
  const authorization = `Bearer ${await h.login('owner@acme.test')}`;
  const { perRequest, plans } = await plansOfPage(h, authorization, url, RUNS);
  expect(perRequest.every((sent) => sent.length === 2)).toBe(true);
  expect(plans.size).toBe(2);
  expectPlansKept(plans, RUNS);
});

it.each([
  ['admin@demo.test', '/v2/assignments?job_title=engineer'],
  ['owner@acme.test', '/v2/assignments?start_date_from=2026-01-01&sort=-start_date'],
])(
  'plans %s’s page %s with its values every run: how many rows a pattern or a range matches depends on them',
  async (email, url) => {
    const authorization = `Bearer ${await h.login(email)}`;
    const { plans } = await plansOfPage(h, authorization, url, RUNS);
    expect(plans.size).toBe(2);
    expectPlannedEveryRun(plans, RUNS);
  },
);
