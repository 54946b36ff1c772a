import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { rawRows } from '../../server/db/raw-rows';
import { tenantDeltasDisagreement, totalDeltasDisagreement } from '../../../tests/timesheet-totals';
import { timesheets } from '../../server/db/schema';
import { tenantTotalsCompaction, totalsCompaction } from './total-deltas.server';

/**
 * The totals kept across tenants, on PostgreSQL where writers really run at once: many tenants'
 * transactions changing timesheets of every month at the same instant, and a merge of the deltas
 * meanwhile, leave them equal to a recount, with no writer refused for a lock.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const disagreement = async () => [
  ...(await totalDeltasDisagreement(h.deps.db)),
  ...(await tenantDeltasDisagreement(h.deps.db)),
];

describe(
  'the totals kept across tenants and per tenant, on PostgreSQL',
  { timeout: 120_000 },
  () => {
    it('stay equal to a recount under concurrent writers of every tenant and a merge meanwhile', async () => {
      const db = h.deps.db;
      const partners = rawRows<{ partner_id: string }>(
        await db.execute(
          sql`select distinct partner_id from timesheets where partner_id is not null`,
        ),
      );
      expect(partners.length).toBeGreaterThan(2);
      // Each writer works one partner's timesheets, newest month first, in several statements of one
      // transaction: the order that deadlocked writers of one shared row per status and month.
      const writer = (partnerId: string, round: number) =>
        db.transaction(async (tx) => {
          const mine = await tx
            .select({ id: timesheets.id })
            .from(timesheets)
            .where(eq(timesheets.partner_id, partnerId))
            .orderBy(sql`${timesheets.date} desc`)
            .limit(12);
          for (const [i, { id }] of mine.entries())
            await tx
              .update(timesheets)
              .set({
                hours_hundredths: 100 + round * 10 + i,
                status: i % 2 ? 'approved' : 'submitted',
              })
              .where(inArray(timesheets.id, [id]));
        });
      const last = rawRows<{ id: string }>(
        await db.execute(sql`select max(id)::text as id from timesheet_total_deltas`),
      )[0]!.id;
      const outcomes = await Promise.allSettled([
        ...partners.flatMap(({ partner_id }) => [writer(partner_id, 1), writer(partner_id, 2)]),
        totalsCompaction.batch(h.deps, '2026-11-20', null),
        tenantTotalsCompaction.batch(h.deps, '2026-11-20', null),
      ]);
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      expect(await disagreement()).toEqual([]);

      const { grown, appended } = rawRows<{ grown: number; appended: number }>(
        await db.execute(
          sql`select count(*)::int as grown, (count(*) filter (where id > ${last}))::int as appended from timesheet_total_deltas`,
        ),
      )[0]!;
      expect(appended).toBeGreaterThan(partners.length);
      const merged = await totalsCompaction.batch(h.deps, '2026-11-20', null);
      expect(merged).toEqual({ handled: grown, next: null });
      const keys = rawRows<{ n: number; rows: number }>(
        await db.execute(
          sql`select count(distinct (status, billing, paid, month))::int as n, count(*)::int as rows from timesheet_total_deltas`,
        ),
      )[0]!;
      expect(keys.rows).toBe(keys.n);
      expect(await disagreement()).toEqual([]);

      // The deltas kept per tenant merge to one row per tenant and key, as exact.
      const tenantRows = rawRows<{ rows: number }>(
        await db.execute(sql`select count(*)::int as rows from timesheet_tenant_deltas`),
      )[0]!.rows;
      expect(await tenantTotalsCompaction.batch(h.deps, '2026-11-20', null)).toEqual({
        handled: tenantRows,
        next: null,
      });
      const tenantKeys = rawRows<{ n: number; rows: number }>(
        await db.execute(
          sql`select count(distinct (partner_id, eor_id, status, billing, paid, month))::int as n, count(*)::int as rows from timesheet_tenant_deltas`,
        ),
      )[0]!;
      expect(tenantKeys.rows).toBe(tenantKeys.n);
      expect(await disagreement()).toEqual([]);
    });
  },
);
