import { CA_PERIODS, type CaStatus } from './data/states/ca';
import { periodTableWithholding } from './state-methods';

export interface CaMethodBInput {
  period: keyof typeof CA_PERIODS;
  status: CaStatus;
  /** DE 4 line 1a: each earns the Table 4 credit. */
  regular_allowances: number;
  /** DE 4 line 1b: each reduces wages by the Table 2 amount. */
  estimated_deduction_allowances: number;
  wages_cents: number;
}

const perAllowance = (list: readonly number[], count: number) =>
  count <= 0 ? 0 : count <= list.length ? list[count - 1]! : count * list[0]!;

/**
 * California Method B for a DE 4: married with two or more allowances and head of household use
 * the second column of Tables 1 and 3. The product keeps no DE 4, so payroll calls it as Single
 * with no allowances; the publication's examples call it with theirs.
 */
export function californiaMethodB(input: CaMethodBInput): number {
  const p = CA_PERIODS[input.period];
  const total = input.regular_allowances + input.estimated_deduction_allowances;
  const column =
    input.status === 'head_of_household' || (input.status === 'married' && total >= 2) ? 1 : 0;
  return periodTableWithholding(
    {
      low_income_exemption_cents: p.low_income_exemption_cents[column],
      deduction_cents: p.standard_deduction_cents[column],
      brackets: p.brackets[input.status],
    },
    input.wages_cents,
    perAllowance(p.exemption_credit_cents, input.regular_allowances),
    perAllowance(p.estimated_deduction_cents, input.estimated_deduction_allowances),
  );
}
