import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { PaycheckDetail } from '../../resources/payroll-runs/server';
import { payStubOf, type StubItem } from '../../domain/payroll/pay-stub';
import type { Db, Tx } from '../db/client';
import { bankMethods, partners, paycheckItems, paychecks, payrollSettings } from '../db/schema';

type PaycheckRow = typeof paychecks.$inferSelect;

/**
 * What a pay stub adds to a paycheck: the stub by type, this paycheck and the year to date (the
 * worker's paychecks with this employer from 1 January to this pay date, paid or being paid, and
 * this one), the employer's name and address, and the deposit account's last four digits.
 */
export async function payStubData(
  db: Db | Tx,
  p: PaycheckRow,
  items: StubItem[],
): Promise<Pick<PaycheckDetail, 'stub' | 'employer_name' | 'employer_address' | 'deposit_last4'>> {
  const year = await db
    .select({
      kind: paycheckItems.kind,
      code: paycheckItems.code,
      description: paycheckItems.description,
      hours_hundredths: paycheckItems.hours_hundredths,
      amount_cents: paycheckItems.amount_cents,
    })
    .from(paycheckItems)
    .innerJoin(paychecks, eq(paychecks.id, paycheckItems.paycheck_id))
    .where(
      and(
        eq(paychecks.partner_id, p.partner_id),
        eq(paychecks.contractor_id, p.contractor_id),
        gte(paychecks.pay_date, `${p.pay_date.slice(0, 4)}-01-01`),
        lte(paychecks.pay_date, p.pay_date),
        or(inArray(paychecks.status, ['processing', 'paid']), eq(paychecks.id, p.id)),
      ),
    )
    .orderBy(asc(paychecks.pay_date), asc(paycheckItems.position));
  const [employer] = await db
    .select({ name: partners.entity_name, address: payrollSettings.employer_address })
    .from(partners)
    .leftJoin(payrollSettings, eq(payrollSettings.partner_id, partners.id))
    .where(eq(partners.id, p.partner_id));
  const [account] = p.bank_method_id
    ? await db
        .select({ last4: bankMethods.account_last4 })
        .from(bankMethods)
        .where(eq(bankMethods.id, p.bank_method_id))
    : [];
  return {
    stub: payStubOf(items, year),
    employer_name: employer?.name ?? '--',
    employer_address: employer?.address ?? null,
    deposit_last4: account?.last4 ?? null,
  };
}
