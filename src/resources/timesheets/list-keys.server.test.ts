import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { listQuerySchema } from '../../domain/resources/list-query-schema';
import { sortParams } from '../../domain/resources/list-query';
import { timesheetsQuery } from './query';
import { loadUser } from '../../server/auth/load-user';
import type { Db } from '../../server/db/client';
import { timesheets } from '../../server/db/schema';
import { rowsOf } from '../../server/kit/list';
import { userByEmail } from '../../server/routes/user/find-user';
import { timesheetListServer } from './queries';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const joinedEverything = {
  ...timesheetListServer,
  query: { ...timesheetListServer.query, keys: undefined },
};

it('picks the same page from the ids alone as from joining every row, for every sort and page', async () => {
  const found = await userByEmail(h.deps.db, 'owner@acme.test');
  const user = found && (await loadUser(h.deps.db, found.id));
  if (!user) throw new Error('the seed has no owner@acme.test');
  for (const sort of sortParams(timesheetsQuery)) {
    for (const raw of [{ sort }, { sort, status: 'approved,rejected', date_from: '2026-08-01' }]) {
      const req = { user, q: listQuerySchema(timesheetsQuery).parse(raw) };
      for (const offset of [0, 30, 90]) {
        const ids = async (server: typeof timesheetListServer) =>
          (await rowsOf(h.deps.db, timesheetsQuery, server, req, offset, 30)).map((r) => r.t.id);
        const picked = await ids(timesheetListServer);
        expect(picked, `${JSON.stringify(raw)} from ${offset}`).toEqual(
          await ids(joinedEverything),
        );
      }
    }
  }
});

it('joins only the picked rows that match the request, so one changed between picking and joining is left out', async () => {
  const found = await userByEmail(h.deps.db, 'admin@demo.test');
  const user = found && (await loadUser(h.deps.db, found.id));
  if (!user) throw new Error('the seed has no admin@demo.test');
  // Ids picked as though nothing were asked for: what picking sees when rows it picked have since
  // changed status or date.
  const pickingAll = {
    ...timesheetListServer,
    query: {
      ...timesheetListServer.query,
      keys: (db: Db) => {
        const all = timesheetListServer.query.keys!(db);
        return Object.assign(Object.create(all) as typeof all, { where: () => all });
      },
    },
  };
  const q = listQuerySchema(timesheetsQuery).parse({
    sort: '-hours',
    status: 'approved',
    date_from: '2026-01-01',
  });
  const joined = await rowsOf(h.deps.db, timesheetsQuery, pickingAll, { user, q }, 0, 30);
  const picked = await h.deps.db
    .select({ id: timesheets.id, status: timesheets.status, date: timesheets.date })
    .from(timesheets)
    .orderBy(desc(timesheets.hours_hundredths), desc(timesheets.id))
    .limit(30);
  const matching = picked.filter((r) => r.status === 'approved' && r.date >= '2026-01-01');
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(picked.length);
  expect(joined.map((r) => r.t.id)).toEqual(matching.map((r) => r.id));
});
