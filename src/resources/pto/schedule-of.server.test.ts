import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { daysBetween } from './pay-periods';
import { partners, payrollSettings, ptoAccruals, ptoRules } from '../../server/db/schema';
import { selfcoBalances } from './selfco-pto.fixture';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it("accrues per the partner's payroll settings: SelfCo pays weekly, so its periods are weeks from its first period day", async () => {
  const [selfco] = await h.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'selfco'));
  const [settings] = await h.deps.db
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.partner_id, selfco!.id));
  expect(settings).toMatchObject({ frequency: 'weekly' });
  await selfcoBalances(h.deps.db);
  const [rule] = await h.deps.db.select().from(ptoRules).where(eq(ptoRules.partner_id, selfco!.id));
  const periods = await h.deps.db
    .select()
    .from(ptoAccruals)
    .where(eq(ptoAccruals.rule_id, rule!.id));
  expect(periods.length).toBeGreaterThan(0);
  for (const p of periods) {
    expect(daysBetween(p.period_start, p.period_end), p.period_start).toBe(6);
    expect(Math.abs(daysBetween(settings!.period_anchor, p.period_start)) % 7).toBe(0);
  }
});
