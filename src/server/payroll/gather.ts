import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type {
  PayrollPreview,
  PayrollPreviewLine,
  PayrollWarning,
} from '../../resources/payroll-runs/server';
import { sum } from '../../domain/billing/money';
import {
  isPayFrequency,
  stateTaxesNotComputed,
  type DeductionKind,
} from '../../domain/payroll/tax';
import type { Db, Tx } from '../db/client';
import {
  assignments,
  bankMethods,
  contractors,
  paycheckDeductions,
  paycheckItems,
  transactionItems,
  transactions,
  users,
} from '../db/schema';
import { identityRefusals } from './identity-gate';
import type { PayrollProvider, TaxLine } from './provider';
import { sutaRatesOf, w4sOf, yearToDateOf } from './tax-inputs';

/** The part of a run that says what it pays. */
export interface RunPeriod {
  /** The run's id once it exists: its own paychecks are not year-to-date. */
  id?: string;
  partner_id: string;
  frequency: string;
  period_start: string;
  period_end: string;
  pay_date: string;
}

/** Hours over which a line is flagged for proofing, in hundredths per period (60 h a week). */
export const HOURS_WARNING_HUNDREDTHS: Record<string, number> = {
  weekly: 6_000,
  biweekly: 12_000,
  monthly: 26_000,
};

export interface PayTransaction {
  id: string;
  source_type: string;
  source_id: string;
  date: string;
  description: string;
  state: string | null;
  amount_cents: number;
  hours_hundredths: number;
}

/** One contractor's pay in a period, as the run will write it. */
export interface ContractorPay {
  contractor_id: string;
  contractor_name: string;
  transactions: PayTransaction[];
  hours_hundredths: number;
  gross_cents: number;
  /** Employee and employer tax lines. */
  taxes: TaxLine[];
  /** The employee's taxes, withheld from pay. */
  taxes_cents: number;
  employer_taxes_cents: number;
  deductions: { name: string; amount_cents: number; tax_treatment: DeductionKind }[];
  deductions_cents: number;
  net_cents: number;
  bank_method_id: string | null;
  onboarded: boolean;
}

/** The approved pay transactions of the run's partner dated in its period and on no paycheck (joined as `paycheckItems`). */
const unpaidOf = (run: RunPeriod) =>
  and(
    eq(transactions.kind, 'pay'),
    eq(transactions.status, 'approved'),
    eq(transactions.partner_id, run.partner_id),
    gte(transactions.date, run.period_start),
    lte(transactions.date, run.period_end),
    isNull(paycheckItems.id),
  );

/**
 * The approved, unpaid pay transactions of the partner's contractors dated in the period and not on
 * any paycheck yet, by contractor (one query; items give the hours); of one contractor, or of a
 * few (a batch of the payroll job), when named.
 */
export async function payTransactions(
  db: Db | Tx,
  run: RunPeriod,
  contractorId?: string | readonly string[],
): Promise<Map<string, PayTransaction[]>> {
  const rows = await db
    .select({
      id: transactions.id,
      contractor_id: transactions.contractor_id,
      source_type: transactions.source_type,
      source_id: transactions.source_id,
      date: transactions.date,
      description: transactions.description,
      // An expense or adjustment carries no state of its own (no sales tax): its assignment's is where it was earned.
      state: sql<
        string | null
      >`coalesce(${transactions.state}, (select ${assignments.state} from ${assignments} where ${assignments.id} = ${transactions.assignment_id}))`,
      amount_cents: transactions.amount_cents,
      hours_hundredths: sql<number>`coalesce((select sum(${transactionItems.hours_hundredths}) from ${transactionItems} where ${transactionItems.transaction_id} = ${transactions.id}), 0)::int`,
    })
    .from(transactions)
    .leftJoin(paycheckItems, eq(paycheckItems.transaction_id, transactions.id))
    .where(
      and(
        unpaidOf(run),
        typeof contractorId === 'string'
          ? eq(transactions.contractor_id, contractorId)
          : contractorId && inArray(transactions.contractor_id, [...contractorId]),
      ),
    )
    .orderBy(asc(transactions.contractor_id), asc(transactions.date), asc(transactions.id));
  const by = new Map<string, PayTransaction[]>();
  for (const { contractor_id, ...t } of rows) {
    if (!contractor_id) continue;
    const list = by.get(contractor_id) ?? [];
    list.push({ ...t, hours_hundredths: Number(t.hours_hundredths) });
    by.set(contractor_id, list);
  }
  return by;
}

/**
 * The contractors with pay the run has not yet put on a paycheck: what `payTransactions` gathers,
 * without its per-line reads (hours, state), for the job to plan its batches and count its paychecks.
 */
export async function contractorsWithPay(db: Db | Tx, run: RunPeriod): Promise<string[]> {
  const rows = await db
    .selectDistinct({ contractor_id: transactions.contractor_id })
    .from(transactions)
    .leftJoin(paycheckItems, eq(paycheckItems.transaction_id, transactions.id))
    .where(unpaidOf(run))
    .orderBy(asc(transactions.contractor_id));
  return rows.flatMap((r) => (r.contractor_id ? [r.contractor_id] : []));
}

/**
 * Where the pay was earned, for state withholding: the state of its first transaction that has one
 * (a pay adjustment made outside any assignment has none).
 */
export const workStateOf = (txs: readonly { state: string | null }[]): string | null =>
  txs.find((t) => t.state)?.state ?? null;

/**
 * Takes deductions in the order they were added, as far as `left` covers them; answers what was
 * taken and what is left.
 */
function take(
  list: { name: string; amount_cents: number; tax_treatment: DeductionKind }[],
  left: number,
): [ContractorPay['deductions'], number] {
  const taken: ContractorPay['deductions'] = [];
  for (const d of list) {
    const amount = Math.min(d.amount_cents, left);
    if (amount <= 0) break;
    taken.push({ name: d.name, amount_cents: amount, tax_treatment: d.tax_treatment });
    left -= amount;
  }
  return [taken, left];
}

/**
 * Gross to net for each contractor with pay: pre-tax deductions (401(k), section 125) first, then
 * the provider's taxes on the bases they leave, then post-tax deductions, never below zero.
 */
export async function contractorPay(
  db: Db | Tx,
  provider: PayrollProvider,
  run: RunPeriod,
  byContractor: Map<string, PayTransaction[]>,
): Promise<ContractorPay[]> {
  const ids = [...byContractor.keys()];
  if (ids.length === 0) return [];
  if (!isPayFrequency(run.frequency))
    throw new Error(`pay frequency ${run.frequency} has no number of pay periods`);
  const frequency = run.frequency;
  const people = await db
    .select({
      id: contractors.id,
      required: contractors.required_steps,
      completed: contractors.completed_steps,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(contractors)
    .leftJoin(users, eq(users.contractor_id, contractors.id))
    .where(inArray(contractors.id, ids));
  const methods = await db
    .select({ owner_id: bankMethods.owner_id, id: bankMethods.id })
    .from(bankMethods)
    .where(
      and(
        eq(bankMethods.owner_type, 'contractor'),
        eq(bankMethods.kind, 'payout'),
        eq(bankMethods.is_default, true),
        isNull(bankMethods.removed_at),
        inArray(bankMethods.owner_id, ids),
      ),
    );
  const deductions = await db
    .select()
    .from(paycheckDeductions)
    .where(
      and(
        eq(paycheckDeductions.active, true),
        // A deduction is the employer's that set it up: a worker's other employers never take it.
        eq(paycheckDeductions.partner_id, run.partner_id),
        inArray(paycheckDeductions.contractor_id, ids),
      ),
    )
    .orderBy(asc(paycheckDeductions.created_at), asc(paycheckDeductions.id));
  const w4s = await w4sOf(db, ids);
  const ytd = await yearToDateOf(db, run, ids);
  const suta = await sutaRatesOf(db, run);
  const out: ContractorPay[] = [];
  for (const id of ids.sort()) {
    const txs = byContractor.get(id) ?? [];
    const person = people.find((p) => p.id === id);
    const gross = sum(txs.map((t) => t.amount_cents));
    // Expense reimbursements are paid with the wages but are not wages: no tax is figured on them.
    const wages = sum(txs.filter((t) => t.source_type !== 'expense').map((t) => t.amount_cents));
    const own = deductions.filter((x) => x.contractor_id === id);
    const [preTax, afterPreTax] = take(
      own.filter((d) => d.tax_treatment !== 'post_tax'),
      wages,
    );
    const state = workStateOf(txs);
    const taxes = await provider.taxes({
      contractor_id: id,
      gross_cents: wages,
      state,
      pay_date: run.pay_date,
      frequency,
      w4: w4s.get(id) ?? null,
      deductions: preTax.map((d) => ({ kind: d.tax_treatment, amount_cents: d.amount_cents })),
      ytd_taxable_cents: ytd.get(id) ?? {},
      suta: (state && suta.get(state)) || null,
    });
    const taxesCents = sum(taxes.filter((t) => t.payer === 'employee').map((t) => t.amount_cents));
    const [postTax] = take(
      own.filter((d) => d.tax_treatment === 'post_tax'),
      Math.max(0, afterPreTax + (gross - wages) - taxesCents),
    );
    const taken = [...preTax, ...postTax];
    const deductionsCents = sum(taken.map((d) => d.amount_cents));
    const required = (person?.required ?? []) as string[];
    const completed = new Set((person?.completed ?? []) as string[]);
    out.push({
      contractor_id: id,
      contractor_name: [person?.first_name, person?.last_name].filter(Boolean).join(' ') || '--',
      transactions: txs,
      hours_hundredths: sum(txs.map((t) => t.hours_hundredths)),
      gross_cents: gross,
      taxes,
      taxes_cents: taxesCents,
      employer_taxes_cents: sum(
        taxes.filter((t) => t.payer === 'employer').map((t) => t.amount_cents),
      ),
      deductions: taken,
      deductions_cents: deductionsCents,
      net_cents: gross - taxesCents - deductionsCents,
      bank_method_id: methods.find((m) => m.owner_id === id)?.id ?? null,
      onboarded: required.every((s) => completed.has(s)),
    });
  }
  return out;
}

const hours = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

/**
 * Proofing: what a payroll manager should look at before approving; `refusal` is why the run will
 * refuse this worker's paycheck (an unverified identity the partner requires), shown first.
 */
export function warningsOf(run: RunPeriod, pay: ContractorPay, refusal?: string): PayrollWarning[] {
  const warnings: PayrollWarning[] = [];
  if (refusal) warnings.push({ code: 'identity_not_verified', message: `Refused: ${refusal}` });
  const limit = HOURS_WARNING_HUNDREDTHS[run.frequency] ?? HOURS_WARNING_HUNDREDTHS.weekly ?? 0;
  if (pay.hours_hundredths > limit)
    warnings.push({
      code: 'hours_over_threshold',
      message: `${hours(pay.hours_hundredths)} hours is over ${hours(limit)} for a ${run.frequency} period`,
    });
  if (!pay.bank_method_id)
    warnings.push({
      code: 'no_payout_method',
      message: 'No default payout bank account: the paycheck will fail until one is added',
    });
  if (!pay.onboarded)
    warnings.push({ code: 'onboarding_incomplete', message: 'Onboarding is not complete' });
  const notComputed = stateTaxesNotComputed(workStateOf(pay.transactions));
  if (notComputed) warnings.push({ code: 'state_taxes_not_computed', message: notComputed });
  return warnings;
}

/** The run's preview: each contractor's pay now, with warnings and totals (sums of the lines). */
export async function previewOf(
  db: Db | Tx,
  provider: PayrollProvider,
  run: RunPeriod,
): Promise<PayrollPreview> {
  const pays = await contractorPay(db, provider, run, await payTransactions(db, run));
  const refused = await identityRefusals(db, run, pays);
  const lines: PayrollPreviewLine[] = pays.map((p) => ({
    contractor_id: p.contractor_id,
    contractor_name: p.contractor_name,
    transactions: p.transactions.length,
    hours_hundredths: p.hours_hundredths,
    gross_cents: p.gross_cents,
    taxes_cents: p.taxes_cents,
    employer_taxes_cents: p.employer_taxes_cents,
    deductions_cents: p.deductions_cents,
    net_cents: p.net_cents,
    warnings: warningsOf(run, p, refused.get(p.contractor_id)),
  }));
  const total = (
    k:
      | 'hours_hundredths'
      | 'gross_cents'
      | 'taxes_cents'
      | 'employer_taxes_cents'
      | 'deductions_cents'
      | 'net_cents',
  ) => sum(lines.map((l) => l[k]));
  return {
    lines,
    totals: {
      hours_hundredths: total('hours_hundredths'),
      gross_cents: total('gross_cents'),
      taxes_cents: total('taxes_cents'),
      employer_taxes_cents: total('employer_taxes_cents'),
      deductions_cents: total('deductions_cents'),
      net_cents: total('net_cents'),
      employer_cost_cents: total('gross_cents') + total('employer_taxes_cents'),
      funding_cents: total('net_cents') + total('taxes_cents') + total('employer_taxes_cents'),
    },
    provider: provider.name,
  };
}

/** How many contractors have pay in the period now: the chart's `lines` fact. */
export async function previewLineCount(db: Db | Tx, run: RunPeriod): Promise<number> {
  return (await payTransactions(db, run)).size;
}
