import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  expectPlannedEveryRun,
  expectPlansKept,
  planCacheModeOf,
  plansOfPage,
} from '../../../tests/kit/plans-of-page';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const RUNS = 12;

/** A user's statement of the page's rows (the one that orders `timesheets`), and how the page's statements were planned. */
async function rowsPlan(url: string, email = 'admin@demo.test') {
  const authorization = `Bearer ${await h.login(email)}`;
  const { perRequest, plans } = await plansOfPage(h, authorization, url, RUNS);
  const rows = perRequest[0]!.find((s) => /^select .* from "timesheets" .*order by/.test(s.text));
  if (!rows?.name) throw new Error(`no prepared rows statement for ${url}`);
  return {
    text: rows.text,
    values: rows.values ?? [],
    names: [rows.name],
    plans,
    mode: await planCacheModeOf(rows),
  };
}

it("keeps the one plan of an admin's unfiltered first page: its size is written into it and it binds no value", async () => {
  const { text, values, names, plans } = await rowsPlan('/v2/timesheets?per_page=25');
  expect(text).toMatch(/ limit 25\)/);
  expect(values).toEqual([]);
  expectPlansKept(plans, RUNS, names);
});

it("picks a later page's ids with its values every run (its limit and offset are bound), and joins their rows with one kept plan", async () => {
  const authorization = `Bearer ${await h.login('admin@demo.test')}`;
  const { perRequest, plans } = await plansOfPage(
    h,
    authorization,
    '/v2/timesheets?per_page=25&page=2',
    RUNS,
  );
  const [ids, joined] = perRequest[0]!.filter((s) => /^select .* from "timesheets" /.test(s.text));
  expect(ids?.text).toMatch(/^select "id" from "timesheets" .* limit \$\d+ offset \$\d+$/);
  expectPlannedEveryRun(plans, RUNS, [ids!.name!]);
  // On the connections that plan every run, though the timesheet lists keep plans where they can.
  expect(await planCacheModeOf(ids!)).toBe('force_custom_plan');
  expect(joined?.text).toMatch(/ inner join .* where \("timesheets"\."id" = any\(\$\d+\)/);
  expectPlansKept(plans, RUNS, [joined!.name!]);
  expect(await planCacheModeOf(joined!)).toBe('force_generic_plan');
});

it("keeps the plan of an agency owner's first page, which binds the agency: its (partner, date) index serves every agency", async () => {
  const { values, names, plans, mode } = await rowsPlan('/v2/timesheets', 'owner@acme.test');
  expect(values).toHaveLength(1);
  expectPlansKept(plans, RUNS, names);
  expect(mode).toBe('force_generic_plan');
});

it("keeps the plan of a page that binds nothing of the request, though its resource plans every run: the admin's invoices", async () => {
  const authorization = `Bearer ${await h.login('admin@demo.test')}`;
  const { perRequest, plans } = await plansOfPage(h, authorization, '/v2/invoices', RUNS);
  const rows = perRequest[0]!.find((s) => /^select .* from "invoices" inner join /s.test(s.text));
  // The resource's own parameters, the same every run.
  expect(rows?.text).toMatch(/\$1\b/);
  expectPlansKept(plans, RUNS, [rows!.name!]);
  expect(await planCacheModeOf(rows!)).toBe('force_generic_plan');
});
