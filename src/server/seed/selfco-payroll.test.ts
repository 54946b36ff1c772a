import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { bankMethods, partners, paychecks, payrollRuns, users } from '../db/schema';

/** SelfCo's June payroll pays its worker: Ian added a payout account, so both runs are paid in full. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('pays Ian’s June paychecks into his default payout account, sealed', async () => {
  const db = h.deps.db;
  const [ian] = await db
    .select({ contractor_id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'ic@demo.test'));
  const accounts = await db
    .select({
      is_default: bankMethods.is_default,
      account_number: bankMethods.account_number,
      last4: bankMethods.account_last4,
    })
    .from(bankMethods)
    .where(and(eq(bankMethods.owner_id, ian!.contractor_id!), eq(bankMethods.kind, 'payout')));
  expect(accounts).toHaveLength(1);
  expect(accounts[0]).toMatchObject({ is_default: true, last4: '6789' });
  expect(accounts[0]!.account_number).toMatch(/^enc:v1:/);

  const [selfco] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'selfco'));
  const runs = await db
    .select({ period_start: payrollRuns.period_start, status: payrollRuns.status })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.partner_id, selfco!.id),
        inArray(payrollRuns.period_start, ['2026-06-01', '2026-06-08']),
      ),
    )
    .orderBy(payrollRuns.period_start);
  expect(runs).toEqual([
    { period_start: '2026-06-01', status: 'paid' },
    { period_start: '2026-06-08', status: 'paid' },
  ]);
  const checks = await db
    .select({ status: paychecks.status })
    .from(paychecks)
    .where(eq(paychecks.contractor_id, ian!.contractor_id!));
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.every((c) => c.status === 'paid')).toBe(true);
});
