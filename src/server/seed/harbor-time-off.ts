import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ptoBalances, ptoRules } from '../db/schema';
import { insertCreated } from '../kit/workflow/create';
import { originOf } from '../kit/workflow/origin';
import { recordAccruals } from '../routes/pto/accruals';
import { timeOffServer } from '../routes/time-off-requests/workflow';
import { harborTeams } from './harbor-time';
import { addDays, atHour, historyCalendar } from './history-calendar';
import { act } from './workflow-steps';

/**
 * Harbor Point's paid time off: one rule for its employees (3.00 h per pay period after 30 days),
 * accrued through today's closed pay periods, and a few workers' requests through the time-off
 * chart: days taken last month (approved by the owner), one turned down, and one waiting for the
 * owner next month.
 */
export async function seedHarborTimeOff(tx: Tx, now: Date = new Date()): Promise<void> {
  const calendar = historyCalendar(now);
  const { harbor, owner, teams } = await harborTeams(tx);
  const [rule] = await tx
    .insert(ptoRules)
    .values({
      partner_id: harbor.id,
      name: 'Paid time off',
      accrual_method: 'per_pay_period',
      earned_hundredths: 300,
      annual_cap_hundredths: 8_000,
      carry_over_cap_hundredths: 4_000,
      waiting_period_days: 30,
      applies_to: 'employee_jobs',
    })
    .returning();
  if (!rule) throw new Error('PTO rule not stored');
  await recordAccruals(tx as unknown as Db, calendar.today, { partnerId: harbor.id });
  const plans: [days: number, decision: 'approve' | 'reject' | null, notes: string][] = [
    [-30, 'approve', 'Family wedding'],
    [-12, 'approve', 'Dentist appointment'],
    [-5, 'reject', 'Moving day'],
    [18, null, 'Holiday trip'],
  ];
  let planned = 0;
  for (const team of teams) {
    if (planned === plans.length) break;
    const [balance] = await tx
      .select()
      .from(ptoBalances)
      .where(and(eq(ptoBalances.contractor_id, team.assignment.contractor_id), eq(ptoBalances.rule_id, rule.id)));
    if (!balance || balance.accrued_hundredths - balance.forfeited_hundredths < 800) continue;
    const [days, decision, notes] = plans[planned++]!;
    const day = addDays(calendar.today, days);
    const asked = { ip: null, userAgent: 'seed', now: atHour(addDays(calendar.today, Math.min(days, 0) - 14), 14) };
    const request = await insertCreated(
      tx,
      timeOffServer,
      {
        id: crypto.randomUUID(),
        partner_id: harbor.id,
        contractor_id: balance.contractor_id,
        balance_id: balance.id,
        rule_id: rule.id,
        start_date: day,
        end_date: day,
        hours_hundredths: 800,
        notes,
      },
      originOf(team.actors.worker, asked),
    );
    const decided = { ...asked, now: new Date(asked.now.getTime() + 86_400_000) };
    if (decision === 'approve') await act(tx, timeOffServer, request.id, [['approve', owner]], decided);
    if (decision === 'reject')
      await act(tx, timeOffServer, request.id, [['reject', owner, { reason: 'Two of the crew are off that day' }]], decided);
  }
}
