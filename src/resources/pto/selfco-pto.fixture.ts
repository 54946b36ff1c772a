import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { partners, ptoBalances, ptoRules, timeOffRequests } from '../../server/db/schema';
import { recordAccruals } from './accruals.server';

export const ptoRuleRow = (partner_id: string, i: number) => ({
  partner_id,
  name: `Rule ${i}`,
  accrual_method: 'per_pay_period',
  earned_hundredths: 100 * i,
  waiting_period_days: 0,
  applies_to: 'all_jobs',
});

/** SelfCo has no PTO in the demo: a rule for all its jobs gives its contractor a balance. */
export async function selfcoBalances(db: Db) {
  const [selfco] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'selfco'));
  await db.insert(ptoRules).values(ptoRuleRow(selfco!.id, 1));
  await recordAccruals(db, '2026-11-24', { partnerId: selfco!.id });
}

/** …and a request of its contractor's, as its projection row (the list and scope read only that). */
export async function selfcoRequest(db: Db) {
  await selfcoBalances(db);
  const [b] = await db
    .select()
    .from(ptoBalances)
    .innerJoin(partners, eq(partners.id, ptoBalances.partner_id))
    .where(eq(partners.subdomain, 'selfco'));
  const at = '2026-11-20T15:00:00.000Z';
  await db.insert(timeOffRequests).values({
    id: crypto.randomUUID(),
    partner_id: b!.pto_balances.partner_id,
    contractor_id: b!.pto_balances.contractor_id,
    balance_id: b!.pto_balances.id,
    rule_id: b!.pto_balances.rule_id,
    start_date: '2026-12-28',
    end_date: '2026-12-28',
    hours_hundredths: 100,
    status: 'requested',
    created_at: at,
    updated_at: at,
  });
}
