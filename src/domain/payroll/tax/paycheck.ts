import { divRound, sum } from '../../billing/money';
import { ADDITIONAL_MEDICARE, MEDICARE, SOCIAL_SECURITY } from './data/fica-2026';
import { federalWithholding, NO_W4, type W4 } from './federal';
import { additionalMedicare, futa, medicare, socialSecurity, suta, type Taxed } from './fica';
import type { PayFrequency } from './frequency';
import { hasNoWageIncomeTax, stateName, stateWithholding } from './state';

export const TAX_CODES = [
  'federal_income',
  'state_income',
  'social_security',
  'medicare',
  'additional_medicare',
  'employer_social_security',
  'employer_medicare',
  'futa',
  'suta',
] as const;
export type TaxCode = (typeof TAX_CODES)[number];
export type TaxPayer = 'employee' | 'employer';

/**
 * A deduction from pay: a traditional 401(k) deferral is excluded from income tax wages but not
 * from Social Security, Medicare or FUTA wages; a section 125 (cafeteria plan) deduction is
 * excluded from all of them; a post-tax deduction from none.
 */
export type DeductionKind = 'traditional_401k' | 'section_125' | 'post_tax';
export interface Deduction {
  kind: DeductionKind;
  amount_cents: number;
}

export interface SutaRate {
  state: string;
  rate_bps: number;
  wage_base_cents: number;
}

export interface PaycheckTaxInput {
  frequency: PayFrequency;
  /** ISO date the pay is paid: picks the rules in force. */
  pay_date: string;
  /** null: no Form W-4 on file (withheld as Single with no adjustments). */
  w4: W4 | null;
  /** The work state (two letters); null refuses. */
  state: string | null;
  gross_cents: number;
  deductions: Deduction[];
  /**
   * Taxable wages already taxed this calendar year with this employer, per tax code: the sum of
   * `taxable_wages_cents` of the worker's earlier paychecks' lines.
   */
  ytd_taxable_cents: Partial<Record<TaxCode, number>>;
  /** The employer's unemployment rate in the work state; null when it has none registered. */
  suta: SutaRate | null;
}

export interface ComputedTaxLine extends Taxed {
  code: TaxCode;
  payer: TaxPayer;
  description: string;
}

export interface PaycheckTaxes {
  lines: ComputedTaxLine[];
  employee_taxes_cents: number;
  employer_taxes_cents: number;
  pre_tax_deductions_cents: number;
  post_tax_deductions_cents: number;
  net_cents: number;
}

const total = (deductions: Deduction[], kind: DeductionKind) =>
  sum(deductions.filter((d) => d.kind === kind).map((d) => d.amount_cents));

const at = (cents: number, bps: number) => divRound(cents * bps, 10_000);

/** The W-4 filing status a state without its own certificate reads. */
const federalStatus = (w4: W4) =>
  w4.version === '2020'
    ? w4.filing_status
    : w4.marital_status === 'married'
      ? 'married_jointly'
      : 'single';

/** Every employee and employer tax on one paycheck, with the wages each was figured on. */
export function paycheckTaxes(input: PaycheckTaxInput): PaycheckTaxes {
  const k401 = total(input.deductions, 'traditional_401k');
  const s125 = total(input.deductions, 'section_125');
  const postTax = total(input.deductions, 'post_tax');
  const incomeWages = Math.max(0, input.gross_cents - k401 - s125);
  const ficaWages = Math.max(0, input.gross_cents - s125);
  const ytd = (code: TaxCode) => input.ytd_taxable_cents[code] ?? 0;
  const state = input.state?.trim().toUpperCase() ?? null;

  const w4 = input.w4 ?? NO_W4;
  const federal = federalWithholding(w4, incomeWages, input.frequency);
  const ss = socialSecurity(ytd('social_security'), ficaWages);
  const med = medicare(ficaWages);
  const addMed = additionalMedicare(ytd('medicare'), ficaWages);
  // Massachusetts subtracts the year's employee Social Security and Medicare up to a cap: what was
  // withheld before is figured from the year-to-date wages those taxes were charged on.
  const ytdFica =
    at(ytd('social_security'), SOCIAL_SECURITY.rate_bps) +
    at(ytd('medicare'), MEDICARE.rate_bps) +
    at(ytd('additional_medicare'), ADDITIONAL_MEDICARE.rate_bps);
  const stateTax = stateWithholding({
    state,
    frequency: input.frequency,
    pay_date: input.pay_date,
    income_wages_cents: incomeWages,
    wages_with_401k_cents: ficaWages,
    federal_status: federalStatus(w4),
    federal_withholding_cents: federal,
    fica_cents: ss.amount_cents + med.amount_cents + addMed.amount_cents,
    ytd_fica_cents: ytdFica,
  });

  const lines: ComputedTaxLine[] = [
    {
      code: 'federal_income',
      payer: 'employee',
      description: 'Federal income tax',
      taxable_wages_cents: incomeWages,
      amount_cents: federal,
    },
    {
      code: 'state_income',
      payer: 'employee',
      description:
        state && hasNoWageIncomeTax(state)
          ? `State income tax ${state} (no tax on wages)`
          : `State income tax ${state ? stateName(state) : ''}`.trim(),
      ...stateTax,
    },
    { code: 'social_security', payer: 'employee', description: 'Social Security', ...ss },
    { code: 'medicare', payer: 'employee', description: 'Medicare', ...med },
    {
      code: 'additional_medicare',
      payer: 'employee',
      description: 'Additional Medicare',
      ...addMed,
    },
    {
      code: 'employer_social_security',
      payer: 'employer',
      description: 'Social Security (employer)',
      ...socialSecurity(ytd('employer_social_security'), ficaWages),
    },
    {
      code: 'employer_medicare',
      payer: 'employer',
      description: 'Medicare (employer)',
      ...medicare(ficaWages),
    },
    {
      code: 'futa',
      payer: 'employer',
      description: 'Federal unemployment (FUTA)',
      ...futa(ytd('futa'), ficaWages),
    },
  ];
  if (input.suta)
    lines.push({
      code: 'suta',
      payer: 'employer',
      description: `State unemployment ${input.suta.state} (SUTA)`,
      ...suta(input.suta, ytd('suta'), ficaWages),
    });

  const employeeTaxes = sum(lines.filter((l) => l.payer === 'employee').map((l) => l.amount_cents));
  return {
    lines,
    employee_taxes_cents: employeeTaxes,
    employer_taxes_cents: sum(
      lines.filter((l) => l.payer === 'employer').map((l) => l.amount_cents),
    ),
    pre_tax_deductions_cents: k401 + s125,
    post_tax_deductions_cents: postTax,
    net_cents: input.gross_cents - employeeTaxes - k401 - s125 - postTax,
  };
}

/** Adds one paycheck's taxable wages to the year-to-date per tax code. */
export function addToYearToDate(
  ytd: Partial<Record<TaxCode, number>>,
  lines: readonly { code: TaxCode; taxable_wages_cents: number }[],
): Partial<Record<TaxCode, number>> {
  const next = { ...ytd };
  for (const l of lines) next[l.code] = (next[l.code] ?? 0) + l.taxable_wages_cents;
  return next;
}
