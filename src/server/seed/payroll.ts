import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bankMethods, partners, paycheckDeductions, payrollSettings, users } from '../db/schema';

/**
 * Payroll: Acme pays biweekly (periods from Monday 2026-10-05, paid 5 days after a period ends, by
 * ACH debit); Connie has a default payout account and a recurring 401(k) deduction. Nina has no
 * payout account, so a run with her pay shows the proofing warning and her paycheck fails until one
 * is added. No run is seeded: creating one is the demo (Payroll runs › New payroll run).
 */
export async function seedPayroll(tx: Tx): Promise<void> {
  const [acme] = await tx.select().from(partners).where(eq(partners.subdomain, 'acme'));
  const [connie] = await tx
    .select({ contractor_id: users.contractor_id })
    .from(users)
    .where(and(eq(users.email, 'contractor@demo.test')));
  if (!acme || !connie?.contractor_id) throw new Error('demo tenants missing');
  await tx.insert(payrollSettings).values({
    partner_id: acme.id,
    frequency: 'biweekly',
    period_anchor: '2026-10-05',
    pay_delay_days: 5,
    funding_source: 'ach_debit',
  });
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
  await tx.insert(paycheckDeductions).values({
    contractor_id: connie.contractor_id,
    partner_id: acme.id,
    name: '401(k) contribution',
    amount_cents: 2_500,
  });
}
