import type { ReportKey } from '../../../domain/reports/catalogue';
import type { ReportSource } from '../source';
import { hours } from './hours';
import { invoiceRegister } from './invoice-register';
import { margin } from './margin';
import { payrollRegister } from './payroll-register';
import { receivablesAging } from './receivables-aging';

/** Where each report of the catalogue reads its rows. */
// Each source takes its own report's parameters, which the report's schema has checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const reportSources: Record<ReportKey, ReportSource<any>> = {
  receivables_aging: receivablesAging,
  payroll_register: payrollRegister,
  invoice_register: invoiceRegister,
  margin,
  hours,
};
