import { and, eq } from 'drizzle-orm';
import { subscribers } from '../subscribers';
import type { Db, Tx } from '../db/client';
import { partners, ptoBalances, ptoRules } from '../db/schema';
import { insertCreated } from '../kit/workflow/create';
import { originOf } from '../kit/workflow/origin';
import { recordAccruals } from '../../resources/pto/server';
import { timeOffServer } from '../../resources/time-off-requests/server';
import { act, demoUser } from './workflow-steps';

/** The demo's day: accruals are recorded for the pay periods closed by then; a start records later ones. */
const SEEDED_THROUGH = '2026-11-24';
const SEEDED_AT = { ip: null, userAgent: 'seed', now: new Date('2026-11-24T15:00:00Z') };

/**
 * Acme's two PTO rules for its employees (vacation at a fixed 4.00 h per pay period after 30 days,
 * sick leave at 1 hour per 30 worked), their accruals for Acme's workers, and Connie's
 * (contractor@demo.test) time off: one approved day taken in October, two days requested in December.
 */
export async function seedTimeOff(tx: Tx): Promise<void> {
  const [acme] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'acme'));
  if (!acme) throw new Error('no demo partner acme');
  const [vacation] = await tx
    .insert(ptoRules)
    .values([
      {
        partner_id: acme.id,
        name: 'Vacation',
        accrual_method: 'per_pay_period',
        earned_hundredths: 400,
        annual_cap_hundredths: 10_400,
        carry_over_cap_hundredths: 4_000,
        waiting_period_days: 30,
        applies_to: 'employee_jobs',
      },
      {
        partner_id: acme.id,
        name: 'Sick leave',
        accrual_method: 'per_hour_worked',
        earned_hundredths: 100,
        per_hours_worked: 30,
        annual_cap_hundredths: 4_000,
        carry_over_cap_hundredths: 2_400,
        waiting_period_days: 0,
        applies_to: 'employee_jobs',
      },
    ])
    .returning();
  await recordAccruals(tx as unknown as Db, SEEDED_THROUGH, { partnerId: acme.id });

  const connie = await demoUser(tx, 'contractor@demo.test');
  const owner = await demoUser(tx, 'owner@acme.test');
  const [balance] = await tx
    .select()
    .from(ptoBalances)
    .where(
      and(
        eq(ptoBalances.contractor_id, connie.contractor!.id),
        eq(ptoBalances.rule_id, vacation!.id),
      ),
    );
  if (!balance)
    throw new Error('Connie earns no vacation: her assignment is not an employee job at Acme');
  const request = (start_date: string, end_date: string, hours_hundredths: number, notes: string) =>
    insertCreated(
      tx,
      timeOffServer,
      {
        id: crypto.randomUUID(),
        partner_id: acme.id,
        contractor_id: balance.contractor_id,
        balance_id: balance.id,
        rule_id: vacation!.id,
        start_date,
        end_date,
        hours_hundredths,
        notes,
      },
      originOf(connie, SEEDED_AT),
      subscribers,
    );
  const taken = await request('2026-10-09', '2026-10-09', 800, 'Long weekend');
  await act(tx, timeOffServer, taken.id, [['approve', owner]], SEEDED_AT);
  await request('2026-12-21', '2026-12-22', 1_600, 'Family visit');
}
