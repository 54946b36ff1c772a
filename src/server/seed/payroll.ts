import { eq } from 'drizzle-orm';
import { subscribers } from '../subscribers';
import type { Tx } from '../db/client';
import { bankMethods, partners, paycheckDeductions, payrollSettings, users } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { insertCreated } from '../kit/workflow/create';
import { payPeriodOf, type PaySchedule } from '../../domain/payroll/periods';
import { CreateBankMethod } from '../../resources/bank-methods/contract';
import { insertBankMethod } from '../../resources/bank-methods/server';
import { payrollRunServer } from '../../resources/payroll-runs/server';
import { runHistoryPayroll } from './history-payroll';
import { PAID_PERIOD_START } from './timesheets';
import { demoUser } from './workflow-steps';

const seedOrigin = (actorUserId: string | null): EventOrigin => ({
  actorUserId,
  actorRole: 'seed',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: new Date('2026-11-20T15:00:00Z'),
});

async function userId(tx: Tx, email: string) {
  const [u] = await tx
    .select({ id: users.id, contractor_id: users.contractor_id })
    .from(users)
    .where(eq(users.email, email));
  if (!u) throw new Error(`demo user ${email} missing`);
  return u;
}

/** A drafted run of the period holding `day`, through the workflow's own create event. */
async function draftRun(tx: Tx, partnerId: string, s: PaySchedule, day: string, by: string) {
  const p = payPeriodOf(s, day);
  await insertCreated(
    tx,
    payrollRunServer,
    {
      id: crypto.randomUUID(),
      partner_id: partnerId,
      frequency: s.frequency,
      period_start: p.start,
      period_end: p.end,
      pay_date: p.pay_date,
    },
    seedOrigin(by),
    subscribers,
  );
}

/**
 * Payroll: Acme pays biweekly (periods from Monday 2026-10-05, paid 5 days after a period ends, by
 * ACH debit); Connie has a default payout account and a recurring 401(k) deduction; Nina has none,
 * so Acme's drafted run for 2026-10-19 – 2026-11-01 warns about her (no payout account, onboarding
 * incomplete). SelfCo pays weekly and has a drafted run. The period 2026-11-02 – 2026-11-15 is left
 * for the demo: sign in as owner@acme.test, Payroll runs › New payroll run, 2026-11-10. The demo's
 * paid time (the first fortnight of June, `seedTimesheets`) was paid by runs: Acme's of 2026-06-01 –
 * 06-14 and SelfCo's two weeks, each paid timesheet on its paycheck (Nina's fails: she has no payout
 * account).
 */
export async function seedPayroll(tx: Tx): Promise<void> {
  const [acme] = await tx.select().from(partners).where(eq(partners.subdomain, 'acme'));
  const [selfco] = await tx.select().from(partners).where(eq(partners.subdomain, 'selfco'));
  const connie = await userId(tx, 'contractor@demo.test');
  const ian = await userId(tx, 'ic@demo.test');
  if (!acme || !selfco || !connie.contractor_id || !ian.contractor_id)
    throw new Error('demo tenants missing');
  const acmeSchedule = {
    frequency: 'biweekly',
    period_anchor: '2026-10-05',
    pay_delay_days: 5,
  } as const;
  const selfcoSchedule = {
    frequency: 'weekly',
    period_anchor: '2026-11-02',
    pay_delay_days: 3,
  } as const;
  await tx.insert(payrollSettings).values([
    {
      partner_id: acme.id,
      ...acmeSchedule,
      funding_source: 'ach_debit',
      employer_address: '200 W Adams St, Suite 1500\nChicago, IL 60606',
    },
    { partner_id: selfco.id, ...selfcoSchedule, funding_source: 'prefunded_balance' },
  ]);
  await tx.insert(bankMethods).values({
    kind: 'payout',
    owner_type: 'contractor',
    owner_id: connie.contractor_id,
    account_holder: 'Connie Contractor',
    bank_name: 'First Demo Bank',
    routing_number: '021000021',
    account_last4: '4321',
    // Sealed with the other personal numbers right after the seed (sealPersonalNumbers).
    account_number: '000987654321',
    is_default: true,
  });
  // As his direct deposit page adds it (his first account, so his default); sealed after the seed.
  await insertBankMethod(
    tx,
    { kind: 'payout', owner_type: 'contractor', owner_id: ian.contractor_id },
    CreateBankMethod.parse({
      account_holder: 'Ian Independent',
      bank_name: 'Lone Star Credit Union',
      routing_number: '111000025',
      account_number: '000123456789',
    }),
    '000123456789',
    ian.id,
    new Date('2026-05-20T16:00:00Z'),
  );
  await tx.insert(paycheckDeductions).values({
    contractor_id: connie.contractor_id,
    partner_id: acme.id,
    name: '401(k) contribution',
    amount_cents: 2_500,
    tax_treatment: 'traditional_401k',
  });
  const acmeOwner = await demoUser(tx, 'owner@acme.test');
  const selfcoOwner = await demoUser(tx, 'owner@selfco.test');
  await runHistoryPayroll(tx, acme.id, acmeSchedule, PAID_PERIOD_START, acmeOwner);
  await runHistoryPayroll(tx, selfco.id, selfcoSchedule, PAID_PERIOD_START, selfcoOwner);
  await runHistoryPayroll(tx, selfco.id, selfcoSchedule, '2026-06-08', selfcoOwner);
  await draftRun(tx, acme.id, acmeSchedule, '2026-10-19', acmeOwner.id);
  await draftRun(tx, selfco.id, selfcoSchedule, '2026-11-09', selfcoOwner.id);
}
