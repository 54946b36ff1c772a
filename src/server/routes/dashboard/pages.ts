import type { User } from '../../../domain/contracts/user';
import { isContractor } from '../../../domain/policy/capabilities';

/** The app pages the dashboard's to-dos, money figures and chart bars link to, filtered. */
export const PAGES = {
  approvals: '/approvals',
  timesheets: '/timesheets',
  contractorTimesheets: '/contractor/timesheets',
  invoices: '/invoices',
  payrollRuns: '/payroll_runs',
  paychecks: '/paychecks',
  onboarding: '/onboarding',
  verifications: '/verifications',
} as const;

/** The timesheet list a user's menu opens: a contractor's own page, everyone else's shared one. */
export const timesheetsPage = (user: User) =>
  isContractor(user) ? PAGES.contractorTimesheets : PAGES.timesheets;
