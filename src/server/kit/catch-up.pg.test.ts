import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlWithName } from '../../../tests/db/templates';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { buildApp } from '../app';
import { openPostgres, type Database } from '../db/client';
import { ptoAccruals, ptoBalances, serviceLogs } from '../db/schema';
import { recordAccruals } from '../../resources/pto/server';
import { CATCH_UP_QUEUE } from './catch-up';

/**
 * Two API processes (two pools, two apps, two pg-boss instances) start on one PostgreSQL database
 * whose PTO balances are all behind: both answer health before the catch-up is done, and the
 * catch-up runs once, writing what recording the accruals in one go writes.
 */
let h: Harness;
let other: Database;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  h = await createHarness();
  const { rows } = (await h.deps.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: [{ name: string }];
  };
  other = await openPostgres(databaseUrlWithName(process.env.TEST_DATABASE_URL!, rows[0].name));
});
afterAll(async () => {
  // The same queue runs the daily notifications, one job per tenant: closing mid-job would leave
  // pg-boss finishing it on a closed pool.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const busy = (await h.deps.db.execute(sql`
      select count(*)::int as n from pgboss.job
      where name = ${CATCH_UP_QUEUE} and state in ('created', 'retry', 'active')`)) as unknown as {
      rows: [{ n: number }];
    };
    if (busy.rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const app of apps) await app.close();
  await other.close();
  await h.close();
});

const accrualRows = () =>
  h.deps.db
    .select({
      rule: ptoAccruals.rule_id,
      contractor: ptoAccruals.contractor_id,
      start: ptoAccruals.period_start,
      worked: ptoAccruals.worked_hundredths,
      accrued: ptoAccruals.accrued_hundredths,
      forfeited: ptoAccruals.forfeited_hundredths,
    })
    .from(ptoAccruals)
    .orderBy(
      asc(ptoAccruals.rule_id),
      asc(ptoAccruals.contractor_id),
      asc(ptoAccruals.period_start),
    );

const balances = () =>
  h.deps.db
    .select({
      id: ptoBalances.id,
      accrued: ptoBalances.accrued_hundredths,
      forfeited: ptoBalances.forfeited_hundredths,
      through: ptoBalances.through,
    })
    .from(ptoBalances)
    .orderBy(asc(ptoBalances.id));

const accrualLines = () =>
  h.deps.db.select().from(serviceLogs).where(eq(serviceLogs.job, 'pto_accrual'));

describe('start-up catch-up on PostgreSQL', { timeout: 300_000 }, () => {
  it('two processes start healthy at once; the accrual catch-up runs once, after they listen', async () => {
    const today = h.deps.now().toISOString().slice(0, 10);
    await recordAccruals(h.deps.db, today);
    const expectedRows = await accrualRows();
    const expectedBalances = await balances();
    expect(expectedRows.length).toBeGreaterThan(0);
    // The backlog: every balance as if no period had ever been recorded.
    await h.deps.db.delete(ptoAccruals);
    await h.deps.db
      .update(ptoBalances)
      .set({ accrued_hundredths: 0, forfeited_hundredths: 0, through: null });

    for (const db of [h.deps.db, other.db])
      apps.push(await buildApp({ ...h.deps, db }, { logger: false }));
    await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    const healths = await Promise.all(
      apps.map((app) => {
        const address = app.server.address() as { port: number };
        return fetch(`http://127.0.0.1:${address.port}/v2/health`);
      }),
    );
    expect(healths.map((r) => r.status)).toEqual([200, 200]);
    // Listening and healthy, with the backlog still there: start-up did not wait for it.
    expect(await accrualRows()).not.toEqual(expectedRows);

    const deadline = Date.now() + 120_000;
    while ((await accrualLines()).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    // A second process asking in the same slot adds no chain of its own.
    await new Promise((r) => setTimeout(r, 3_000));

    const lines = await accrualLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toMatch(
      /^Brought the PTO balances of \d+ workers up to their closed pay periods$/,
    );
    expect(await accrualRows()).toEqual(expectedRows);
    expect(await balances()).toEqual(expectedBalances);
    const starts = (await h.deps.db.execute(sql`
      select count(*)::int as n from pgboss.job
      where name = ${CATCH_UP_QUEUE} and singleton_key like 'pto_accrual:%:start'`)) as unknown as {
      rows: [{ n: number }];
    };
    expect(starts.rows[0].n).toBe(1);
    const failed = (await h.deps.db.execute(sql`
      select count(*)::int as n from pgboss.job
      where name = ${CATCH_UP_QUEUE} and singleton_key like 'pto_accrual:%' and state <> 'completed'`)) as unknown as {
      rows: [{ n: number }];
    };
    expect(failed.rows[0].n).toBe(0);
  });
});
