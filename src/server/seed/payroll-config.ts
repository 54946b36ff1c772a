import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  benefitPlans,
  benefits,
  companyTaxes,
  contractors,
  dependents,
  eors,
  gsaRates,
  holidays,
  partners,
  payrollBankAccounts,
  users,
  workersCompCodes,
} from '../db/schema';

/**
 * The platform's workers' comp codes for the states the demo works in, covering the codes the demo's
 * jobs name. Rates are per $100 of payroll in basis points of a dollar, of the order states publish.
 */
const COMP_CODES: [code: string, description: string, state: string, rateBps: number][] = [
  ['8810', 'Clerical office employees', 'TX', 14],
  ['8810', 'Clerical office employees', 'CA', 27],
  ['8810', 'Clerical office employees', 'NY', 19],
  ['8292', 'Warehouse operations', 'TX', 318],
  ['8232', 'Lumberyard and building material dealers', 'TX', 402],
  ['8833', 'Hospital: professional employees', 'CA', 171],
  ['9079', 'Restaurant or tavern', 'CA', 229],
  ['5190', 'Electrical wiring within buildings', 'TX', 287],
  ['3632', 'Machine shop', 'IL', 312],
  ['3724', 'Machinery or equipment installation', 'IL', 455],
  ['7219', 'Trucking: local hauling', 'TX', 611],
  ['8742', 'Salespersons, outside', 'NY', 38],
];

/**
 * Payroll configuration and benefits for the demo employers: Acme and SelfCo (partners) and
 * Globalhire (EOR) get funding accounts, tax registrations, GSA rates and holidays; Acme offers
 * plans Connie is enrolled in, with her dependents; SelfCo's Ian waived his.
 */
export async function seedPayrollConfig(tx: Tx): Promise<void> {
  await tx.insert(workersCompCodes).values(
    COMP_CODES.map(([code, description, state, rate_bps]) => ({
      code,
      description,
      state,
      rate_bps,
    })),
  );

  const found = await tx
    .select({ id: partners.id, subdomain: partners.subdomain })
    .from(partners)
    .where(inArray(partners.subdomain, ['acme', 'selfco']));
  const acme = found.find((p) => p.subdomain === 'acme')?.id;
  const selfco = found.find((p) => p.subdomain === 'selfco')?.id;
  const [eor] = await tx
    .select({ id: eors.id })
    .from(eors)
    .where(eq(eors.entity_name, 'Globalhire EOR'));
  if (!acme || !selfco || !eor) throw new Error('the demo employers were not seeded');
  const A = { partner_id: acme, eor_id: null };
  const S = { partner_id: selfco, eor_id: null };
  const E = { partner_id: null, eor_id: eor.id };

  // Written in clear here; the start seals them before the API serves (sealPersonalNumbers).
  await tx.insert(payrollBankAccounts).values([
    {
      ...A,
      name: 'Operating',
      bank_name: 'First Demo Bank',
      routing_number: '011000015',
      account_last4: '4321',
      account_number: '000987654321',
    },
    {
      ...A,
      name: 'Payroll reserve',
      bank_name: 'Harbor Trust',
      routing_number: '021000021',
      account_last4: '7788',
      account_number: '55500017788',
    },
    {
      ...S,
      name: 'Payroll',
      bank_name: 'First Demo Bank',
      routing_number: '011000015',
      account_last4: '2468',
      account_number: '000111122468',
    },
    {
      ...E,
      name: 'Global payroll',
      bank_name: 'Harbor Trust',
      routing_number: '021000021',
      account_last4: '1357',
      account_number: '80000011357',
    },
  ]);

  await tx.insert(companyTaxes).values([
    {
      ...A,
      jurisdiction: 'US',
      tax_type: 'FUTA',
      account_number: '12-3456789',
      rate_bps: 60,
      effective_date: '2026-01-01',
    },
    {
      ...A,
      jurisdiction: 'US',
      tax_type: 'FICA',
      account_number: '12-3456789',
      rate_bps: 765,
      effective_date: '2026-01-01',
    },
    {
      ...A,
      jurisdiction: 'TX',
      tax_type: 'SUI',
      account_number: '99-887766-5',
      rate_bps: 270,
      effective_date: '2026-01-01',
    },
    {
      ...A,
      jurisdiction: 'CA',
      tax_type: 'SUI',
      account_number: '123-4567-8',
      rate_bps: 340,
      // 2026 SUI taxable wage bases: California $7,000, Illinois $14,250 (state announcements as
      // compiled in "SUTA 2026 cost changes", https://www.firstnonprofit.com/suta-2026-cost-changes).
      wage_base_cents: 700_000,
      effective_date: '2026-01-01',
    },
    {
      ...A,
      jurisdiction: 'IL',
      tax_type: 'SUI',
      account_number: '4455667-1',
      rate_bps: 325,
      wage_base_cents: 1_425_000,
      effective_date: '2026-01-01',
    },
    {
      ...A,
      jurisdiction: 'CA',
      tax_type: 'SDI',
      account_number: '123-4567-8',
      rate_bps: 130,
      effective_date: '2026-01-01',
    },
    {
      ...S,
      jurisdiction: 'US',
      tax_type: 'FUTA',
      account_number: '98-7654321',
      rate_bps: 60,
      effective_date: '2026-01-01',
    },
    {
      ...S,
      jurisdiction: 'NY',
      tax_type: 'SUI',
      account_number: '5551234',
      rate_bps: 410,
      effective_date: '2026-01-01',
    },
    {
      ...S,
      jurisdiction: 'NY',
      tax_type: 'SIT',
      account_number: '98-7654321',
      rate_bps: 0,
      effective_date: '2026-01-01',
    },
    {
      ...E,
      jurisdiction: 'US',
      tax_type: 'FUTA',
      account_number: '45-6789012',
      rate_bps: 60,
      effective_date: '2026-01-01',
    },
  ]);

  await tx.insert(gsaRates).values([
    {
      ...A,
      state: 'TX',
      city: 'Austin',
      fiscal_year: 2026,
      lodging_cents: 160_00,
      mie_cents: 74_00,
    },
    {
      ...A,
      state: 'TX',
      city: 'Houston',
      fiscal_year: 2026,
      lodging_cents: 135_00,
      mie_cents: 74_00,
    },
    {
      ...A,
      state: 'CA',
      city: 'San Francisco',
      fiscal_year: 2026,
      lodging_cents: 272_00,
      mie_cents: 86_00,
    },
    {
      ...S,
      state: 'NY',
      city: 'New York City',
      fiscal_year: 2026,
      lodging_cents: 286_00,
      mie_cents: 86_00,
    },
    {
      ...S,
      state: 'NY',
      city: 'Albany',
      fiscal_year: 2026,
      lodging_cents: 138_00,
      mie_cents: 69_00,
    },
    {
      ...E,
      state: 'IL',
      city: 'Chicago',
      fiscal_year: 2026,
      lodging_cents: 203_00,
      mie_cents: 86_00,
    },
  ]);

  await tx.insert(holidays).values([
    { ...A, date: '2026-11-27', name: 'Day after Thanksgiving' },
    { ...A, date: '2026-12-24', name: 'Christmas Eve' },
    { ...S, date: '2026-12-31', name: "New Year's Eve" },
    { ...E, date: '2026-12-26', name: 'Boxing Day' },
  ]);

  const plans = await tx
    .insert(benefitPlans)
    .values([
      {
        ...A,
        name: 'Acme Gold PPO',
        kind: 'medical',
        carrier: 'BlueShield Demo',
        employee_cost_cents: 142_50,
        employer_cost_cents: 410_00,
      },
      {
        ...A,
        name: 'Acme Dental Plus',
        kind: 'dental',
        carrier: 'SmileCare',
        employee_cost_cents: 18_20,
        employer_cost_cents: 22_00,
      },
      {
        ...A,
        name: 'Acme 401(k)',
        kind: 'retirement_401k',
        carrier: 'Harbor Retirement',
        employee_cost_cents: 0,
        employer_cost_cents: 0,
      },
      {
        ...S,
        name: 'SelfCo Health HMO',
        kind: 'medical',
        carrier: 'Metro Health',
        employee_cost_cents: 98_00,
        employer_cost_cents: 320_00,
      },
    ])
    .returning({ id: benefitPlans.id, name: benefitPlans.name });
  const plan = (name: string) => plans.find((p) => p.name === name)!.id;

  const workers = await tx
    .select({ email: users.email, contractor_id: contractors.id })
    .from(users)
    .innerJoin(contractors, eq(contractors.id, users.contractor_id))
    .where(inArray(users.email, ['contractor@demo.test', 'ic@demo.test']));
  const connie = workers.find((w) => w.email === 'contractor@demo.test')?.contractor_id;
  const ian = workers.find((w) => w.email === 'ic@demo.test')?.contractor_id;
  if (!connie || !ian) throw new Error('the demo contractors were not seeded');

  await tx.insert(benefits).values([
    {
      ...A,
      contractor_id: connie,
      plan_id: plan('Acme Gold PPO'),
      coverage: 'family',
      status: 'active',
      start_date: '2026-01-01',
    },
    {
      ...A,
      contractor_id: connie,
      plan_id: plan('Acme Dental Plus'),
      coverage: 'employee_spouse',
      status: 'active',
      start_date: '2026-01-01',
    },
    {
      ...A,
      contractor_id: connie,
      plan_id: plan('Acme 401(k)'),
      coverage: 'employee',
      status: 'pending',
      start_date: '2026-12-01',
    },
    {
      ...S,
      contractor_id: ian,
      plan_id: plan('SelfCo Health HMO'),
      coverage: 'employee',
      status: 'waived',
      start_date: '2026-01-01',
    },
  ]);
  await tx.insert(dependents).values([
    {
      ...A,
      contractor_id: connie,
      first_name: 'Chris',
      last_name: 'Contractor',
      relationship: 'spouse',
      date_of_birth: '1988-04-12',
    },
    {
      ...A,
      contractor_id: connie,
      first_name: 'Casey',
      last_name: 'Contractor',
      relationship: 'child',
      date_of_birth: '2016-09-03',
    },
    {
      ...S,
      contractor_id: ian,
      first_name: 'Iris',
      last_name: 'Independent',
      relationship: 'domestic_partner',
      date_of_birth: '1990-02-20',
    },
  ]);
}
