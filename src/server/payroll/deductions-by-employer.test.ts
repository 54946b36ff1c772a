import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { assignments, paycheckDeductions, partners } from '../db/schema';
import { contractorPay, type PayTransaction, type RunPeriod } from './gather';
import { enginePayrollProvider } from './provider';

/**
 * A deduction is an employer's: a worker employed by two employers has it taken from the paychecks
 * of the employer that set it up only, never from the other's.
 */
let h: Harness;
let contractorId = '';
let harborId = '';
let crestlineId = '';

const partnerIdOf = async (subdomain: string) =>
  (
    await h.deps.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.subdomain, subdomain))
  )[0]!.id;

beforeAll(async () => {
  h = await createHarness();
  harborId = await partnerIdOf('harborpoint');
  crestlineId = await partnerIdOf('crestline');
  const [worker] = await h.deps.db
    .select({ id: assignments.contractor_id })
    .from(assignments)
    .where(eq(assignments.partner_id, harborId))
    .limit(1);
  contractorId = worker!.id;
  // The demo gives this worker no deductions: the one below is the only one.
  await h.deps.db
    .update(paycheckDeductions)
    .set({ active: false })
    .where(eq(paycheckDeductions.contractor_id, contractorId));
  await h.deps.db.insert(paycheckDeductions).values({
    contractor_id: contractorId,
    partner_id: harborId,
    name: 'Uniform rental',
    amount_cents: 2_500,
    tax_treatment: 'post_tax',
  });
});
afterAll(() => h.close());

const week = (partner_id: string): RunPeriod => ({
  partner_id,
  frequency: 'weekly',
  period_start: '2026-11-09',
  period_end: '2026-11-15',
  pay_date: '2026-11-20',
});
const pay: PayTransaction = {
  id: crypto.randomUUID(),
  source_type: 'timesheet',
  source_id: crypto.randomUUID(),
  date: '2026-11-10',
  description: 'Shift',
  state: 'IL',
  amount_cents: 80_000,
  hours_hundredths: 800,
};
const deductionsAt = async (partnerId: string) => {
  const [line] = await contractorPay(
    h.deps.db,
    enginePayrollProvider,
    week(partnerId),
    new Map([[contractorId, [pay]]]),
  );
  return line!.deductions;
};

it("takes an employer's deduction from that employer's paycheck", async () => {
  expect(await deductionsAt(harborId)).toEqual([
    { name: 'Uniform rental', amount_cents: 2_500, tax_treatment: 'post_tax' },
  ]);
});

it("never takes one employer's deduction from another employer's paycheck", async () => {
  expect(await deductionsAt(crestlineId)).toEqual([]);
});
