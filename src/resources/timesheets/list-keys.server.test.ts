import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { listQuerySchema } from '../../domain/resources/list-query-schema';
import { sortParams } from '../../domain/resources/list-query';
import { timesheetsQuery } from './query';
import { loadUser } from '../../server/auth/load-user';
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
