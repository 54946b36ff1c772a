import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import {
  companyTaxTypeLabels,
  companyTaxTypes,
  FEDERAL_JURISDICTION,
  federalTaxTypes,
  type CompanyTaxType,
} from '../../domain/payroll-config/vocabulary';
import { canManagePayrollConfig } from '../../domain/policy/payroll-config';
import { employerField, employerInput, optionsOf } from '../../domain/resources/employer-field';
import { defineForm } from '../../domain/resources/form';
import { usStates } from '../../domain/validation/regions';

const jurisdictions = [FEDERAL_JURISDICTION, ...Object.keys(usStates)] as [string, ...string[]];

/** Federal taxes are registered federally, the others with a state. */
export function companyTaxIssues(input: Record<string, unknown>): Record<string, string> {
  const type = input.tax_type as CompanyTaxType | undefined;
  const where = input.jurisdiction;
  if (!type || typeof where !== 'string') return {};
  if (type === 'SUI' && typeof input.wage_base_cents !== 'number')
    return { wage_base_cents: "Enter the state's taxable wage base for the year" };
  const federal = federalTaxTypes.includes(type);
  if (federal && where !== FEDERAL_JURISDICTION)
    return { jurisdiction: `${type} is a federal tax: choose US (federal)` };
  if (!federal && where === FEDERAL_JURISDICTION)
    return { jurisdiction: `${type} is registered with a state` };
  return {};
}

/** `/company_taxes/new` (`?id=` edits one): POST and PATCH `/v2/company_taxes`. */
export const companyTaxesForm = defineForm({
  input: z.object({
    jurisdiction: z.enum(jurisdictions, 'Choose US (federal) or a state'),
    tax_type: z.enum(companyTaxTypes, 'Choose a tax type'),
    account_number: z
      .string()
      .trim()
      .min(1, 'Account number is required')
      .max(50, 'At most 50 characters'),
    rate_bps: z
      .number('Enter the rate in basis points')
      .int('Enter whole basis points')
      .min(0, 'The rate cannot be negative')
      .max(10_000, 'At most 10000 (100%)'),
    wage_base_cents: z
      .number('Enter the wage base as an amount')
      .int()
      .min(0, 'The wage base cannot be negative')
      .max(100_000_000, 'Enter a smaller amount')
      .nullable()
      .optional(),
    effective_date: IsoDate,
    ...employerInput,
  }),
  fields: [
    {
      name: 'jurisdiction',
      label: 'Jurisdiction',
      kind: 'select',
      required: true,
      options: () => [
        { value: FEDERAL_JURISDICTION, label: 'US (federal)' },
        ...Object.entries(usStates).map(([value, name]) => ({
          value,
          label: `${value} — ${name}`,
        })),
      ],
    },
    {
      name: 'tax_type',
      label: 'Tax type',
      kind: 'select',
      required: true,
      options: optionsOf(companyTaxTypes, companyTaxTypeLabels),
    },
    {
      name: 'account_number',
      label: 'Account number',
      kind: 'text',
      required: true,
      maxLength: 50,
      hint: 'The employer account number the agency issued',
    },
    {
      name: 'rate_bps',
      label: 'Rate (basis points)',
      kind: 'integer',
      required: true,
      hint: '270 is 2.70%',
    },
    {
      name: 'wage_base_cents',
      label: 'Taxable wage base (per worker, per year)',
      kind: 'money',
      hint: 'State unemployment (SUI): the state’s wage base; the rate applies to each worker’s wages up to it',
    },
    { name: 'effective_date', label: 'Effective date', kind: 'date', required: true },
    employerField,
  ],
  may: { create: canManagePayrollConfig, update: canManagePayrollConfig },
  check: companyTaxIssues,
});
