import { and, desc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { FilingStatus, SutaRate, TaxCode, W4 } from '../../domain/payroll/tax';
import type { Db, Tx } from '../db/client';
import { companyTaxes, paycheckItems, paychecks, taxForms } from '../db/schema';

const FILING: readonly FilingStatus[] = ['single', 'married_jointly', 'head_of_household'];
const cents = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

/** A signed Form W-4's answers (src/domain/onboarding/tax-forms.ts) as the engine reads them. */
export function w4Of(answers: Record<string, unknown>): W4 {
  const status = FILING.find((s) => s === answers.filing_status) ?? 'single';
  return {
    version: '2020',
    filing_status: status,
    multiple_jobs: answers.multiple_jobs === true,
    dependents_cents: cents(answers.dependents_amount_cents),
    other_income_cents: cents(answers.other_income_cents),
    deductions_cents: cents(answers.deductions_cents),
    extra_withholding_cents: cents(answers.extra_withholding_cents),
  };
}

/** Each worker's current Form W-4, by contractor. */
export async function w4sOf(db: Db | Tx, contractorIds: string[]): Promise<Map<string, W4>> {
  const rows = await db
    .select({ contractor_id: taxForms.contractor_id, answers: taxForms.answers })
    .from(taxForms)
    .where(and(eq(taxForms.form_type, 'w4'), inArray(taxForms.contractor_id, contractorIds)));
  return new Map(rows.map((r) => [r.contractor_id, w4Of(r.answers)]));
}

/**
 * Year-to-date taxable wages per worker and tax code with this employer: the tax lines of the
 * worker's paychecks paid (or being paid) in the pay date's calendar year up to it, other runs
 * only. A failed paycheck does not count until a retry hands it back; a retried payout is the same
 * paycheck, so it counts once.
 */
export async function yearToDateOf(
  db: Db | Tx,
  run: { id?: string; partner_id: string; pay_date: string },
  contractorIds: string[],
): Promise<Map<string, Partial<Record<TaxCode, number>>>> {
  const rows = await db
    .select({
      contractor_id: paychecks.contractor_id,
      code: paycheckItems.code,
      wages: sql<number>`sum(${paycheckItems.taxable_wages_cents})::bigint`,
    })
    .from(paycheckItems)
    .innerJoin(paychecks, eq(paychecks.id, paycheckItems.paycheck_id))
    .where(
      and(
        eq(paychecks.partner_id, run.partner_id),
        inArray(paychecks.contractor_id, contractorIds),
        inArray(paychecks.status, ['processing', 'paid']),
        gte(paychecks.pay_date, `${run.pay_date.slice(0, 4)}-01-01`),
        lte(paychecks.pay_date, run.pay_date),
        run.id ? ne(paychecks.payroll_run_id, run.id) : undefined,
        inArray(paycheckItems.kind, ['tax', 'employer_tax']),
        isNotNull(paycheckItems.taxable_wages_cents),
      ),
    )
    .groupBy(paychecks.contractor_id, paycheckItems.code);
  const by = new Map<string, Partial<Record<TaxCode, number>>>();
  for (const r of rows) {
    const ytd = by.get(r.contractor_id) ?? {};
    ytd[r.code as TaxCode] = Number(r.wages);
    by.set(r.contractor_id, ytd);
  }
  return by;
}

/** The employer's state unemployment registrations in effect on the pay date, by state. */
export async function sutaRatesOf(
  db: Db | Tx,
  run: { partner_id: string; pay_date: string },
): Promise<Map<string, SutaRate>> {
  const rows = await db
    .select()
    .from(companyTaxes)
    .where(
      and(
        eq(companyTaxes.partner_id, run.partner_id),
        eq(companyTaxes.tax_type, 'SUI'),
        lte(companyTaxes.effective_date, run.pay_date),
        isNotNull(companyTaxes.wage_base_cents),
      ),
    )
    .orderBy(desc(companyTaxes.effective_date));
  const by = new Map<string, SutaRate>();
  for (const r of rows)
    if (!by.has(r.jurisdiction))
      by.set(r.jurisdiction, {
        state: r.jurisdiction,
        rate_bps: r.rate_bps,
        wage_base_cents: r.wage_base_cents ?? 0,
      });
  return by;
}
