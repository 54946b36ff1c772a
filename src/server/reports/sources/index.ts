import type { ReportKey } from '../../../domain/reports/catalogue';
import type { ReportSource } from '../source';
import { commissions } from './commissions';
import { expensesByType } from './expenses-by-type';
import { headcountOnboarding } from './headcount-onboarding';
import { hours } from './hours';
import { invoiceRegister } from './invoice-register';
import { margin } from './margin';
import { payrollRegister } from './payroll-register';
import { payrollTaxSummary } from './payroll-tax-summary';
import { ptoBalancesReport } from './pto-balances';
import { receivablesAging } from './receivables-aging';
import { unapprovedTime } from './unapproved-time';
import { unsubmittedTime } from './unsubmitted-time';

/** Where each report of the catalogue reads its rows. */
// Each source takes its own report's parameters, which the report's schema has checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const reportSources: Record<ReportKey, ReportSource<any>> = {
  receivables_aging: receivablesAging,
  payroll_register: payrollRegister,
  invoice_register: invoiceRegister,
  margin,
  hours,
  payroll_tax_summary: payrollTaxSummary,
  unsubmitted_time: unsubmittedTime,
  unapproved_time: unapprovedTime,
  expenses_by_type: expensesByType,
  pto_balances: ptoBalancesReport,
  commissions,
  headcount_onboarding: headcountOnboarding,
};
