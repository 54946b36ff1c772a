import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from './contract';
import { assignments } from '../../server/db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const list = async (query: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/assignments${query}`,
    headers: { authorization: `Bearer ${await h.login('admin@demo.test')}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AssignmentList).data;
};

it('sorts by start date, earliest first unless asked otherwise, and descending is the exact reverse', async () => {
  // The seed starts every assignment on one day: move two, so the order has something to show.
  const [first, last] = await list('');
  if (!first || !last) throw new Error('the seed has fewer than two assignments');
  await h.deps.db
    .update(assignments)
    .set({ start_date: '2020-01-01' })
    .where(eq(assignments.id, last.id));
  await h.deps.db
    .update(assignments)
    .set({ start_date: '2030-01-01' })
    .where(eq(assignments.id, first.id));
  const ascending = await list('');
  expect(ascending[0]?.id).toBe(last.id);
  expect(ascending.at(-1)?.id).toBe(first.id);
  expect(ascending.map((a) => a.start_date)).toEqual(ascending.map((a) => a.start_date).sort());
  expect(await list('?sort=start_date')).toEqual(ascending);
  expect((await list('?sort=-start_date')).map((a) => a.id)).toEqual(
    ascending.map((a) => a.id).reverse(),
  );
});

it('filters by a start date range and by part of the job title, counting what it filters', async () => {
  const all = await list('');
  const [one] = all;
  if (!one) throw new Error('the seed has no assignments');
  await h.deps.db
    .update(assignments)
    .set({ start_date: '2019-06-15' })
    .where(eq(assignments.id, one.id));
  const inJune = await h.app.inject({
    method: 'GET',
    url: '/v2/assignments?start_date_from=2019-06-01&start_date_to=2019-06-15',
    headers: { authorization: `Bearer ${await h.login('admin@demo.test')}` },
  });
  expect((inJune.json() as AssignmentList).data.map((a) => a.id)).toEqual([one.id]);
  expect((inJune.json() as AssignmentList).meta.total).toBe(1);
  expect(await list('?start_date_from=2019-06-16&start_date_to=2019-06-30')).toEqual([]);

  const title = one.job_title;
  const part = title.slice(1, -1).toUpperCase();
  const byTitle = await list(`?job_title=${encodeURIComponent(part)}`);
  expect(byTitle.length).toBeGreaterThan(0);
  expect(byTitle.every((a) => a.job_title.toUpperCase().includes(part))).toBe(true);
  expect(byTitle.length).toBe(all.filter((a) => a.job_title.toUpperCase().includes(part)).length);
  // LIKE's wildcards match only themselves.
  expect(await list('?job_title=%25')).toEqual([]);
});
