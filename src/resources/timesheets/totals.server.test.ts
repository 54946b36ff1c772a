import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import {
  rollupsDisagreement,
  tenantDeltasDisagreement,
  totalDeltasDisagreement,
} from '../../../tests/timesheet-totals';
import type { User } from '../../domain/contracts/user';
import { listQuerySchema } from '../../domain/resources/list-query-schema';
import { timesheetsQuery } from './query';
import { loadUser } from '../../server/auth/load-user';
import { timesheetRollups, timesheets } from '../../server/db/schema';
import { totalsOf } from '../../server/kit/list';
import { userByEmail } from '../../server/routes/user/find-user';
import { timesheetListServer } from './queries';
import { timesheetFigures } from './figures.server';
import { splitByMonth } from './totals.server';

describe('splitByMonth', () => {
  it.each([
    [
      '2026-01-15',
      '2026-04-10',
      ['2026-02-01', '2026-03-01'],
      [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    ],
    ['2026-01-01', '2026-03-31', ['2026-01-01', '2026-03-01'], []],
    ['2024-02-10', '2024-03-31', ['2024-03-01', '2024-03-01'], [['2024-02-10', '2024-02-29']]],
    [undefined, '2026-05-20', [undefined, '2026-04-01'], [['2026-05-01', '2026-05-20']]],
    ['2025-12-02', undefined, ['2026-01-01', undefined], [['2025-12-02', '2025-12-31']]],
    [undefined, undefined, [undefined, undefined], []],
  ] as const)('%s to %s: whole months %j, edges %j', (from, to, months, edges) => {
    expect(splitByMonth(from, to)).toEqual({ months, edges });
  });

  it('has no whole month inside one month or across two partial ones', () => {
    expect(splitByMonth('2026-03-02', '2026-03-30')).toBeNull();
    expect(splitByMonth('2026-03-02', '2026-04-29')).toBeNull();
  });
});

let h: Harness;
const users: Record<string, User> = {};
beforeAll(async () => {
  h = await createHarness();
  for (const email of [
    'admin@demo.test',
    'owner@acme.test',
    'client@globex.test',
    'eor@demo.test',
    'contractor@demo.test',
    'sales@demo.test',
  ]) {
    const found = await userByEmail(h.deps.db, email);
    const user = found && (await loadUser(h.deps.db, found.id));
    if (!user) throw new Error(`the seed has no ${email}`);
    users[email] = user;
  }
});
afterAll(async () => h.close());

const withoutRollups = {
  ...timesheetListServer,
  query: { ...timesheetListServer.query, aggregate: undefined },
};

/** Totals through the rollups and by counting every row, for one user and query. */
async function both(email: string, raw: Record<string, string>) {
  const req = { user: users[email]!, q: listQuerySchema(timesheetsQuery).parse(raw) };
  return [
    await totalsOf(h.deps.db, timesheetsQuery, timesheetListServer, req),
    await totalsOf(h.deps.db, timesheetsQuery, withoutRollups, req),
  ];
}

const QUERIES: Record<string, string>[] = [
  {},
  { status: 'approved' },
  { status: 'submitted,signed' },
  { status: 'deleted' },
  { billing: 'noBill' },
  { paid: 'true', status: 'approved' },
  { date_from: '2026-09-01', date_to: '2026-10-31' },
  { date_from: '2026-08-17', date_to: '2026-11-03', status: 'approved,rejected' },
  { date_from: '2026-10-02' },
  { date_to: '2026-10-30', billing: 'billable' },
  { date_from: '2026-11-02', date_to: '2026-11-09' },
];

async function expectAgreement() {
  for (const email of Object.keys(users)) {
    for (const q of QUERIES) {
      const [rolled, counted] = await both(email, q);
      expect(rolled, `${email} ${JSON.stringify(q)}`).toEqual(counted);
    }
  }
  // The rollups hold exactly what a recount would.
  expect(await rollupsDisagreement(h.deps.db)).toEqual([]);
  // So do the deltas kept across tenants, summed.
  expect(await totalDeltasDisagreement(h.deps.db)).toEqual([]);
  // And those kept per partner and EOR.
  expect(await tenantDeltasDisagreement(h.deps.db)).toEqual([]);
  for (const user of Object.values(users)) {
    const figures = await timesheetFigures(h.deps.db, user);
    const [counted] = await both(user.email, {});
    const [, workDone] = await both(user.email, { status: 'submitted,signed,approved' });
    expect({ total: figures.total, hours: figures.work_done_hours_hundredths }, user.email).toEqual(
      {
        total: counted?.total,
        hours: workDone?.total_hours_hundredths,
      },
    );
  }
}

describe('list totals from the rollups', () => {
  it('equal counting every row, for every kind of user and filter', async () => {
    const [all] = await both('admin@demo.test', {});
    expect(all?.total).toBeGreaterThan(100);
    // A sales partner's totals come from its referred partners' rollups: they must not be empty.
    const [referred] = await both('sales@demo.test', {});
    expect(referred?.total).toBeGreaterThan(0);
    await expectAgreement();
  });

  it('stay equal after inserts, status changes, edits of hours and dates, and deletes', async () => {
    const db = h.deps.db;
    const some = await db.select({ id: timesheets.id }).from(timesheets).limit(40);
    const ids = some.map((r) => r.id);
    await db
      .update(timesheets)
      .set({ status: 'approved', paid: true })
      .where(inArray(timesheets.id, ids.slice(0, 10)));
    await db
      .update(timesheets)
      .set({ hours_hundredths: 1234, date: '2026-07-04' })
      .where(inArray(timesheets.id, ids.slice(10, 20)));
    await db.update(timesheets).set({ billing: 'noBill' }).where(eq(timesheets.id, ids[20]!));
    const copies = await db
      .select()
      .from(timesheets)
      .where(inArray(timesheets.id, ids.slice(21, 30)));
    await db
      .insert(timesheets)
      .values(copies.map(({ id: _id, ...row }) => ({ ...row, date: '2026-05-15' })));
    await db.delete(timesheets).where(inArray(timesheets.id, ids.slice(30, 40)));
    await expectAgreement();
    expect((await db.select().from(timesheetRollups).limit(1)).length).toBe(1);
  });
});
