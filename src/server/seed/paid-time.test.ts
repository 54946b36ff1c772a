import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { paycheckItems, timesheets, transactions } from '../db/schema';

/** The demo's paid time is paid by payroll runs: a paid timesheet is on a paycheck's line. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

const get = async (email: string, url: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

it('puts every paid timesheet of a partner on a paycheck line; only an EOR’s pay is marked paid by hand', async () => {
  const counts = rowsOf<{ partner: boolean; paid: number; on_check: number }>(
    await h.deps.db.execute(sql`
      select t.partner_id is not null as partner, count(*)::int as paid,
             count(*) filter (where exists (
               select 1 from ${transactions} x join ${paycheckItems} i on i.transaction_id = x.id
               where x.source_type = 'timesheet' and x.kind = 'pay' and x.source_id = t.id))::int as on_check
        from ${timesheets} t where t.paid group by 1 order by 1`),
  );
  const partners = counts.find((c) => c.partner);
  expect(partners?.paid).toBeGreaterThan(3_000);
  expect(partners?.on_check).toBe(partners?.paid);
  // An EOR runs no payroll here (a run belongs to a partner): its admin marks pay made outside paid.
  expect(counts.find((c) => !c.partner)?.on_check ?? 0).toBe(0);
});

it('shows Connie her paid time and the June paycheck it is on', async () => {
  const email = 'contractor@demo.test';
  const paid = await get(email, '/timesheets?paid=true&per_page=100');
  expect(paid.meta.total).toBeGreaterThanOrEqual(10);
  const checks = await get(email, '/paychecks?per_page=100');
  const june = checks.data.find((p: { period_start: string }) => p.period_start === '2026-06-01');
  expect(june).toMatchObject({ period_end: '2026-06-14', status: 'paid' });
  expect(june.hours_hundredths).toBe(
    paid.data.reduce((n: number, t: { hours_hundredths: number }) => n + t.hours_hundredths, 0),
  );
});
