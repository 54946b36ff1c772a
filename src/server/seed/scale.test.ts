import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { testVault } from '../../../tests/db/test-vault';
import { totalDeltasDisagreement } from '../../../tests/timesheet-totals';
import { ACCOUNT_NUMBER_COLUMN } from '../crypto/seal-rows';
import { rawRows } from '../db/raw-rows';
import { bankMethods, events, partners, timesheets, users } from '../db/schema';
import { verifyEvents } from '../events/chain';
import { foldProjections } from '../kit/workflow/rebuild';
import { timesheetPayloads, timesheetServer } from '../../resources/timesheets/server';
import { SCALE, seedScale } from './scale';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const COUNT = 2000;
/** The bulk-loaded tables' indexes and constraints, as PostgreSQL would recreate them. */
async function tablesSchema(db: Harness['deps']['db']) {
  const rows = rawRows<{ definition: string }>(
    await db.execute(sql`
    select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid in ('timesheets'::regclass, 'events'::regclass)
    union all
    select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where conrelid in ('timesheets'::regclass, 'events'::regclass)
    order by 1`),
  );
  expect(rows.length).toBeGreaterThan(30);
  return rows.map((r) => r.definition);
}
const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

it('grows the demo to the realistic shape once, with an event stream behind every timesheet', async () => {
  const db = h.deps.db;
  const before = await count(db.select({ n: sql<number>`count(*)::int` }).from(timesheets));
  const schemaBefore = await tablesSchema(db);
  const lines: string[] = [];
  expect(await seedScale(db, COUNT, (l) => lines.push(l), testVault)).toBe(true);
  expect(await seedScale(db, COUNT, () => {}, testVault)).toBe(false);
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^seed:scale: ${COUNT} of ${COUNT} timesheets with their \\d+ events, chained$`),
    ),
  );
  // The load drops indexes and foreign keys; the seeded database has every one back, unchanged.
  expect(await tablesSchema(db)).toEqual(schemaBefore);
  // Written by bulk SQL to a staging table, hashed into the log: it verifies like one the API wrote.
  expect(await verifyEvents(db)).toMatchObject({ ok: true, broken_streams: 0 });

  expect(await count(db.select({ n: sql<number>`count(*)::int` }).from(timesheets))).toBe(
    before + COUNT,
  );
  expect(await count(db.select({ n: sql<number>`count(*)::int` }).from(partners))).toBe(
    SCALE.partners,
  );
  expect(
    await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(like(users.email, '%@scale.test')),
    ),
  ).toBe(COUNT / SCALE.timesheetsPerContractor);

  // Every worker is paid to a default payout account, its number sealed like one added in the app.
  const accounts = await db
    .select()
    .from(bankMethods)
    .innerJoin(users, eq(users.contractor_id, bankMethods.owner_id))
    .where(like(users.email, '%@scale.test'));
  expect(accounts).toHaveLength(COUNT / SCALE.timesheetsPerContractor);
  for (const { bank_methods: a } of accounts) {
    expect(a).toMatchObject({
      kind: 'payout',
      owner_type: 'contractor',
      is_default: true,
      account_last4: '6789',
    });
    expect(testVault.open(ACCOUNT_NUMBER_COLUMN, a.account_number)).toBe('000123456789');
  }

  // Every event is one the workflow kit would have written, and folding them gives back each row.
  const written = await db.select().from(events).where(eq(events.stream_type, 'timesheet'));
  for (const e of written)
    expect(
      timesheetPayloads[e.type as keyof typeof timesheetPayloads].safeParse(e.payload).success,
      `${e.type} ${JSON.stringify(e.payload)}`,
    ).toBe(true);
  const stored = new Map((await db.select().from(timesheets)).map((t) => [t.id, t]));
  let folded = 0;
  await foldProjections(db, timesheetServer, (row) => {
    const t = stored.get(row.id);
    expect({
      status: row.status,
      billing: row.billing,
      paid: row.paid,
      version: row.version,
      date: row.date,
    }).toEqual({
      status: t?.status,
      billing: t?.billing,
      paid: t?.paid,
      version: t?.version,
      date: t?.date,
    });
    folded++;
  });
  expect(folded).toBe(stored.size);

  const statuses = await db
    .select({ status: timesheets.status, n: sql<number>`count(*)::int` })
    .from(timesheets)
    .groupBy(timesheets.status);
  expect(statuses.map((s) => s.status).sort()).toEqual([
    'approved',
    'deleted',
    'draft',
    'rejected',
    'signed',
    'submitted',
  ]);

  const stale = await db.execute(sql`
    select partner_id, eor_id, client_id, status, billing, paid, date_trunc('month', date)::date as month, count(*)::int as n, sum(hours_hundredths)::bigint as hours
    from timesheets group by 1, 2, 3, 4, 5, 6, 7
    except select partner_id, eor_id, client_id, status, billing, paid, month, n, hours_hundredths from timesheet_rollups`);
  expect(rawRows(stale)).toEqual([]);
  expect(await totalDeltasDisagreement(db)).toEqual([]);
});

it('hashes the demo password once for every seeded account (argon2 is slow on purpose), and it still signs in', async () => {
  const hashes = await h.deps.db
    .selectDistinct({ hash: users.password_hash })
    .from(users)
    .where(
      sql`${users.email} in ('admin@demo.test', 'owner@acme.test', 'manager@acme.test', 'owner@harborpoint.test', 'maria.gonzalez@harborpoint-workers.test', 'developer@acme.test', 'owner@crestline.test', 'worker0@scale.test')`,
    );
  expect(hashes).toHaveLength(1);
  expect(await h.login('maria.gonzalez@harborpoint-workers.test')).toBeTruthy();
});
