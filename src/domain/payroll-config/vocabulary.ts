/**
 * The words of payroll configuration and benefits, said once for contracts, forms, pages and seed.
 * Zod-free, so list pages read them without loading zod.
 */
export const companyTaxTypes = ['FUTA', 'FICA', 'FIT', 'SUI', 'SIT', 'SDI', 'LOCAL'] as const;
export type CompanyTaxType = (typeof companyTaxTypes)[number];
export const companyTaxTypeLabels: Record<CompanyTaxType, string> = {
  FUTA: 'FUTA (federal unemployment)',
  FICA: 'FICA (social security and Medicare)',
  FIT: 'FIT (federal income tax withholding)',
  SUI: 'SUI (state unemployment)',
  SIT: 'SIT (state income tax withholding)',
  SDI: 'SDI (state disability)',
  LOCAL: 'Local tax',
};
/** Federal taxes are registered with the `US` jurisdiction; the others with a state. */
export const FEDERAL_JURISDICTION = 'US';
export const federalTaxTypes: readonly CompanyTaxType[] = ['FUTA', 'FICA', 'FIT'];

export const benefitKinds = [
  'medical',
  'dental',
  'vision',
  'life',
  'retirement_401k',
  'hsa',
] as const;
export type BenefitKind = (typeof benefitKinds)[number];
export const benefitKindLabels: Record<BenefitKind, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  life: 'Life insurance',
  retirement_401k: '401(k)',
  hsa: 'HSA',
};

export const benefitCoverages = [
  'employee',
  'employee_spouse',
  'employee_children',
  'family',
] as const;
export type BenefitCoverage = (typeof benefitCoverages)[number];
export const benefitCoverageLabels: Record<BenefitCoverage, string> = {
  employee: 'Employee only',
  employee_spouse: 'Employee + spouse',
  employee_children: 'Employee + children',
  family: 'Family',
};

export const benefitStatuses = ['active', 'pending', 'waived', 'terminated'] as const;
export type BenefitStatus = (typeof benefitStatuses)[number];
export const benefitStatusLabels: Record<BenefitStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  waived: 'Waived',
  terminated: 'Terminated',
};

export const dependentRelationships = ['spouse', 'domestic_partner', 'child', 'other'] as const;
export type DependentRelationship = (typeof dependentRelationships)[number];
export const dependentRelationshipLabels: Record<DependentRelationship, string> = {
  spouse: 'Spouse',
  domestic_partner: 'Domestic partner',
  child: 'Child',
  other: 'Other',
};

/** Basis points as a percentage: 270 → `2.70%`, 6 → `0.06%`. */
export function formatBps(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bps));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/** A workers' comp rate, basis points of a dollar per $100 of payroll: 312 → `$3.12 per $100`. */
export function formatCompRate(bps: number): string {
  const abs = Math.abs(Math.trunc(bps));
  return `${bps < 0 ? '-' : ''}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} per $100`;
}

/** The federal fiscal year a date falls in (GSA per diem years start on 1 October). */
export const fiscalYearOf = (isoDate: string) => {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= 10 ? year + 1 : year;
};
