import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../../tests/db/template-cache';
import { testDriver } from '../../../tests/db/test-db';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { openPglite, type Database, type Db } from '../db/client';
import { createPglite } from '../db/pglite';
import { contractors, partners, users } from '../db/schema';
import { Binding, runPrepared } from './prepared';
import type { DynamicSelect } from './resource-query';

let h: Harness;
let embedded: Database | undefined;
const dbs = new Map<string, Db>();
beforeAll(async () => {
  h = await createHarness();
  dbs.set(testDriver, h.database.db);
  // The kit hands node-postgres's statements to the driver itself and PGlite's to drizzle: both
  // are checked whichever database this project runs the server tests on.
  if (testDriver === 'postgres') {
    embedded = await openPglite(
      await createPglite({ loadDataDir: await pgliteTemplate('seeded') }),
    );
    dbs.set('pglite', embedded.db);
  }
});
afterAll(async () => {
  await embedded?.close();
  await h.close();
});

/** The rows as drizzle maps them, and through the kit's prepared statement and its compiled mapper. */
async function bothWays<Row>(driver: string, build: (db: Db) => DynamicSelect<Row>) {
  const db = dbs.get(driver);
  if (!db) throw new Error(`no ${driver} database in this project`);
  const prepared = await runPrepared(db, {}, 'rows', new Binding(), () => build(db));
  return { drizzle: await build(db).execute(), compiled: prepared };
}

const drivers = testDriver === 'postgres' ? ['postgres', 'pglite'] : ['pglite'];

describe.each(drivers)('on %s', (driver) => {
  it('maps joined tables, nullable joins, nested objects and decoded expressions as drizzle does', async () => {
    const { drizzle, compiled } = await bothWays(
      driver,
      (db) =>
        db
          .select({
            user: users,
            partner: partners,
            contractor: { id: contractors.id, corp_to_corp: contractors.corp_to_corp },
            names: {
              full: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
              length: sql<number>`length(${users.email})`.mapWith(Number),
            },
            created: users.created_at,
          })
          .from(users)
          .leftJoin(partners, eq(partners.id, users.partner_id))
          .leftJoin(contractors, eq(contractors.id, users.contractor_id))
          .orderBy(users.email)
          .$dynamic() as unknown as DynamicSelect<Record<string, unknown>>,
    );
    expect(compiled).toEqual(drizzle);
    // The seed has users with and without each join: both sides of the null rule are exercised.
    expect(compiled.some((r) => r.partner === null)).toBe(true);
    expect(compiled.some((r) => r.partner !== null)).toBe(true);
    expect(compiled.some((r) => r.contractor === null)).toBe(true);
    expect(compiled.some((r) => r.contractor !== null)).toBe(true);
    expect(typeof (compiled[0]!.names as { length: unknown }).length).toBe('number');
  });

  it('keeps an object of columns from two tables, as drizzle does, when the first is null', async () => {
    const { drizzle, compiled } = await bothWays(
      driver,
      (db) =>
        db
          .select({
            mixed: { partner: partners.entity_name, email: users.email },
            id: users.id,
          })
          .from(users)
          .leftJoin(partners, eq(partners.id, users.partner_id))
          .orderBy(users.id)
          .$dynamic() as unknown as DynamicSelect<Record<string, unknown>>,
    );
    expect(compiled).toEqual(drizzle);
    expect(compiled.some((r) => (r.mixed as { partner: unknown }).partner === null)).toBe(true);
  });
});
