import { afterAll, beforeAll, expect, it } from 'vitest';
import { planCacheModeOf, plansOfPage } from '../../../tests/kit/plans-of-page';
import type { Sent } from '../../../tests/kit/statements-of';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const RUNS = 6;

/**
 * The page's statements of its last run by what they read (its rows, a count from the rows, a sum
 * of the kept deltas), each with the plan cache mode of the connection it ran on: which pool.
 */
async function poolsOfPage(url: string, email = 'admin@demo.test') {
  const authorization = `Bearer ${await h.login(email)}`;
  const { perRequest } = await plansOfPage(h, authorization, url, RUNS);
  const sent = perRequest.at(-1)!;
  const pool = async (test: (s: Sent) => boolean) => {
    const found = sent.filter(test);
    expect(found.length).toBeLessThanOrEqual(1);
    return found[0] && { text: found[0].text, mode: await planCacheModeOf(found[0]) };
  };
  const joinsPicked = (s: Sent) => / = any\(\$\d+\)/.test(s.text);
  return {
    // The statement that picks the page: the whole page, or its ids alone when they are joined apart.
    rows: await pool(
      (s) => /^select .* from "timesheets" .*order by/.test(s.text) && !joinsPicked(s),
    ),
    joined: await pool(joinsPicked),
    count: await pool((s) => /^select count\(\*\).* from "timesheets"/.test(s.text)),
    months: await pool((s) => /from "timesheet_(total|tenant)_deltas"/.test(s.text)),
  };
}

it("plans the pick of an open range's page every run, and keeps plans for the join of its rows and for its totals: the months' deltas and the count of its partial first month", async () => {
  const { rows, joined, count, months } = await poolsOfPage(
    '/v2/timesheets?status=approved&date_from=2025-06-15&sort=-hours',
  );
  expect(rows?.text).toMatch(/^select "id" from "timesheets" /);
  expect(rows?.mode).toBe('force_custom_plan');
  expect(joined?.mode).toBe('force_generic_plan');
  // 2025-06-15 to 2025-06-30, closed: at most a month of rows whatever its dates.
  expect(count?.text).toMatch(/"date" >= \$\d+ and "timesheets"\."date" <= \$\d+/);
  expect(count?.mode).toBe('auto');
  expect(months?.mode).toBe('auto');
});

it("lets PostgreSQL keep plans for an agency's week: its rows and its count read a month at most", async () => {
  const { rows, joined, count, months } = await poolsOfPage(
    '/v2/timesheets?date_from=2025-06-02&date_to=2025-06-08',
    'owner@acme.test',
  );
  // One statement: a kept plan costs nothing to plan, so its ids are not picked apart.
  expect(rows?.text).toMatch(/"timesheets"\."id" in \(select "id" from "timesheets" /);
  expect(joined).toBeUndefined();
  expect(rows?.mode).toBe('auto');
  expect(count?.mode).toBe('auto');
  // No whole month in it: nothing of the deltas.
  expect(months).toBeUndefined();
});

it("plans the pick of a year's page every run: a range longer than a month may match any share of the rows", async () => {
  const { rows, joined, count, months } = await poolsOfPage(
    '/v2/timesheets?date_from=2026-01-01&date_to=2026-12-31',
    'owner@acme.test',
  );
  expect(rows?.mode).toBe('force_custom_plan');
  expect(joined?.mode).toBe('force_generic_plan');
  // Whole months only: the agency's deltas, no count from the rows.
  expect(count).toBeUndefined();
  expect(months?.mode).toBe('auto');
});
