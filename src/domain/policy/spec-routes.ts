import { canCreateContractors, canManageTeam } from './team';
import type { UserType } from '../contracts/enums';
import { canSeePaychecks, canSeePayrollRuns } from './payroll';
import {
  canManagePaymentMethods,
  canManagePayoutMethods,
} from '../../resources/bank-methods/policy';
import {
  canCorpToCorp,
  canEditVerification,
  canManageAssignments,
  canManageClients,
  canOpenWorkerClassifications,
  canSeeApprovals,
  type Subject,
} from './capabilities';
import { canAddJobs } from './org-data';
import { canSeeBills, canSeeInvoices, canSeeTransactions } from '../billing/access';
import { canReadStatecharts } from './statecharts';
import { canSeeAdjustments } from '../../resources/adjustments/policy';
import { canKeepPtoRules, canSeeTimeOff } from '../../resources/pto/policy';
import { canSeeReviews } from '../../resources/reviews/policy';
import { canSeePayrollBankAccounts, canSeePayrollConfig } from './payroll-config';
import { distributionsAccess } from '../../resources/distributions/policy';
import { canSeeCanadaPayroll } from '../../resources/canada-payroll/policy';
import { canSeeReports } from '../../resources/reports/policy';
import { canKeepBooks } from '../../resources/accounting/policy';
import { canConfigureIntegrations } from '../../resources/integrations/policy';
import { canSeeLicenses } from '../../resources/licenses/policy';
import { canSeeDocumentTemplates } from '../../resources/document-templates/policy';

/** A route open to the users a spec §6 capability allows; named so tables and reports can say which. */
export interface CapabilityAccess {
  capability: string;
  allows: (user: Subject) => boolean;
}

/** Who may open a route: anyone, signed-out users only, any signed-in user, listed user types, or a capability. */
export type RouteAccess = 'public' | 'guest' | 'auth' | readonly UserType[] | CapabilityAccess;

export type LayoutName =
  | 'blank_nav'
  | 'blank'
  | 'dashboard'
  | 'default'
  | 'iframe'
  | 'iframe_or_dashboard'
  | 'login'
  | 'narrow'
  | 'onboard_dashboard';

export interface SpecRoute {
  /** The spec's path, with `{id}` and `{id?}` parameters. */
  path: string;
  access: RouteAccess;
  layout: LayoutName;
}

const TOP_LEVEL = `accounting_accounts accounting_auth accounting_default_configs accounting_mappings adjustments agreements
approvals benefits bills calculator canada-payroll change_password client_documents client_services_addendum
commission_calculator company_taxes confirm_email consent_settings contractor_documents create_client create_contractor
create_partner create_sales_partner dashboard data_export departments developers direct_deposit distributions
document_templates easy_approve employee_handbook employer_documents end_clients forgot_password forms gsa_rates help
holidays i9_forms integrations invoices jobs labor_posters licenses login logs messages notes notifications onboarding
partner_services_agreement passwordless paycheck_deductions paychecks paychecks_lite payment_methods payments
payout_methods payroll_bank_accounts payroll_runs payroll_settings permissions platform_documents pricing_calculator
privacy profile project_codes pto_accruals pto_rules_accruals purchase_orders rates referral_partners reports review_types
reviews sales_taxes screenings settings team terms terms_of_service time_off_requests timesheets training
transaction_items transactions two_factor verifications work_locations worker_classifications workers_comp_codes`;

const NESTED = [
  '/admin/assignments',
  '/admin/dashboard',
  '/admin/users',
  '/client/dashboard',
  '/contractor/benefits',
  '/contractor/dashboard',
  '/contractor/employee_handbook',
  '/contractor/pay_card',
  '/contractor/timesheets',
  '/eor/dashboard',
  '/partner/dashboard',
  '/partner/terms_of_service',
  '/sales_partner/dashboard',
  '/onboard/client',
  '/onboard/contractor',
  '/onboard/partner',
  '/onboard/sales_partner',
  '/onboard/{userType}',
  '/pay/success',
  '/forms/new/{type?}',
];
const LIST_DETAIL = [
  'assignments',
  'clients',
  'contractors',
  'corp_to_corps',
  'expenses',
  'partners',
  'sales_partners',
];
const DETAIL = `adjustments agreements approvals benefits departments distributions end_clients forms i9_forms identity_verifications integrations
invoices jobs messages paycheck_deductions paychecks payments payroll_runs project_codes purchase_orders reports review_types
reviews sales_taxes screenings time_off_requests transactions work_locations worker_classifications`;
const OPTIONAL_ID = [
  'create_assignment',
  'pto_rules',
  'report_schedules',
  'timesheet_uploads',
  'users',
  'pay',
];
const OTHER = [
  '/jobs/create',
  '/reviews/create',
  '/worker_classifications/create',
  '/integrations/complete/checkr',
];

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Every path of spec §2, in a stable order. */
export const specPaths: readonly string[] = [
  '/',
  ...words(TOP_LEVEL).map((r) => `/${r}`),
  ...NESTED,
  ...LIST_DETAIL.flatMap((r) => [`/${r}`, `/${r}/{id}`]),
  ...words(DETAIL).map((r) => `/${r}/{id}`),
  ...OPTIONAL_ID.map((r) => `/${r}/{id?}`),
  ...OTHER,
].filter((p, i, all) => all.indexOf(p) === i);

const GUEST = ['/login', '/two_factor', '/passwordless', '/forgot_password'];
const PUBLIC = [
  '/',
  '/terms',
  '/privacy',
  '/terms_of_service',
  '/help',
  '/confirm_email',
  '/pay/{id?}',
  '/pay/success',
];

/** Type-restricted routes; every other signed-in route is open to all types, subject to middleware. */
const RESTRICTED: Record<string, readonly UserType[]> = {
  '/admin/dashboard': ['admin'],
  '/admin/users': ['admin'],
  '/users/{id?}': ['admin'],
  '/logs': ['admin'],
  '/create_partner': ['admin'],
  '/create_sales_partner': ['admin'],
  '/client/dashboard': ['client'],
  '/eor/dashboard': ['eor'],
  '/partner/dashboard': ['partner'],
  '/partner/terms_of_service': ['partner'],
  '/sales_partner/dashboard': ['sales_partner'],
  '/onboard/client': ['client'],
  '/onboard/contractor': ['contractor'],
  '/onboard/partner': ['partner'],
  '/onboard/sales_partner': ['sales_partner'],
  '/commission_calculator': ['sales_partner', 'admin'],
  '/pricing_calculator': ['partner', 'admin'],
  '/partners': ['admin', 'eor', 'sales_partner'],
  '/partners/{id}': ['admin', 'eor', 'sales_partner'],
  '/sales_partners': ['admin', 'eor', 'sales_partner'],
  '/sales_partners/{id}': ['admin', 'eor', 'sales_partner'],
  '/rates': ['admin', 'eor'],
  '/notes': ['admin', 'eor'],
  '/sales_taxes': ['admin'],
  '/sales_taxes/{id}': ['admin'],
};

const approvals: CapabilityAccess = { capability: 'canSeeApprovals', allows: canSeeApprovals };
const workerClassifications: CapabilityAccess = {
  capability: 'canOpenWorkerClassifications',
  allows: canOpenWorkerClassifications,
};

const timeOff: CapabilityAccess = { capability: 'canSeeTimeOff', allows: canSeeTimeOff };
const corpToCorp: CapabilityAccess = { capability: 'canCorpToCorp', allows: canCorpToCorp };
const invoices: CapabilityAccess = { capability: 'canSeeBill', allows: canSeeInvoices };
const transactions: CapabilityAccess = { capability: 'isEmployer', allows: canSeeTransactions };
/** The employer's payroll configuration and its workers' benefits (Services group for eor and admin, spec §2). */
const payrollConfig: CapabilityAccess = {
  capability: 'canSeePayrollConfig',
  allows: canSeePayrollConfig,
};
const distributions: CapabilityAccess = {
  capability: 'canSeeDistributions',
  allows: distributionsAccess.allowed,
};
const payroll: CapabilityAccess = { capability: 'canSeePayroll', allows: canSeePayrollRuns };
const reports: CapabilityAccess = { capability: 'canSeeReports', allows: canSeeReports };
const paychecks: CapabilityAccess = { capability: 'canSeePaychecks', allows: canSeePaychecks };

const books: CapabilityAccess = { capability: 'canKeepBooks', allows: canKeepBooks };
const integrations: CapabilityAccess = {
  capability: 'canConfigureIntegrations',
  allows: canConfigureIntegrations,
};

/** Routes a spec §6 capability decides, beyond the user type. */
const BY_CAPABILITY: Record<string, CapabilityAccess> = {
  '/accounting_accounts': books,
  '/accounting_default_configs': books,
  '/accounting_mappings': books,
  '/accounting_auth': integrations,
  '/integrations': integrations,
  '/integrations/{id}': integrations,
  '/licenses': { capability: 'canSeeLicenses', allows: canSeeLicenses },
  '/document_templates': { capability: 'canSeeDocumentTemplates', allows: canSeeDocumentTemplates },
  '/approvals': approvals,
  '/verifications': { capability: 'canEditVerification', allows: canEditVerification },
  '/approvals/{id}': approvals,
  '/worker_classifications': workerClassifications,
  '/worker_classifications/{id}': workerClassifications,
  '/worker_classifications/create': workerClassifications,
  '/create_client': { capability: 'canManageClients', allows: canManageClients },
  '/jobs/create': { capability: 'canAddJobs', allows: canAddJobs },
  '/create_contractor': { capability: 'canCreateContractors', allows: canCreateContractors },
  '/team': { capability: 'canManageTeam', allows: canManageTeam },
  '/create_assignment/{id?}': { capability: 'canManageAssignments', allows: canManageAssignments },
  '/corp_to_corps': corpToCorp,
  '/corp_to_corps/{id}': corpToCorp,
  '/payout_methods': { capability: 'canManagePayoutMethods', allows: canManagePayoutMethods },
  '/payment_methods': { capability: 'canManagePaymentMethods', allows: canManagePaymentMethods },
  '/invoices': invoices,
  '/invoices/{id}': invoices,
  '/transactions': transactions,
  '/transactions/{id}': transactions,
  '/transaction_items': transactions,
  '/bills': { capability: 'canSeePayroll', allows: canSeeBills },
  '/payroll_runs': payroll,
  '/payroll_runs/{id}': payroll,
  '/payroll_settings': payroll,
  '/paycheck_deductions': payroll,
  '/paycheck_deductions/{id}': payroll,
  '/paychecks': paychecks,
  '/paychecks/{id}': paychecks,
  '/paychecks_lite': paychecks,
  // A worker's identity verification: the worker and those who see their paychecks (its scope says whose).
  '/identity_verifications/{id}': paychecks,
  '/developers': { capability: 'canReadStatecharts', allows: canReadStatecharts },
  '/adjustments': { capability: 'canSeeAdjustments', allows: canSeeAdjustments },
  '/adjustments/{id}': { capability: 'canSeeAdjustments', allows: canSeeAdjustments },
  '/pto_rules/{id?}': { capability: 'canKeepPtoRules', allows: canKeepPtoRules },
  '/pto_rules_accruals': timeOff,
  '/pto_accruals': timeOff,
  '/time_off_requests': timeOff,
  '/time_off_requests/{id}': timeOff,
  '/reviews': { capability: 'canSeeReviews', allows: canSeeReviews },
  '/reviews/{id}': { capability: 'canSeeReviews', allows: canSeeReviews },
  '/reviews/create': { capability: 'canSeeReviews', allows: canSeeReviews },
  '/review_types': { capability: 'canSeeReviews', allows: canSeeReviews },
  '/review_types/{id}': { capability: 'canSeeReviews', allows: canSeeReviews },
  '/payroll_bank_accounts': {
    capability: 'canManagePayrollConfig',
    allows: canSeePayrollBankAccounts,
  },
  '/company_taxes': payrollConfig,
  '/gsa_rates': payrollConfig,
  '/holidays': payrollConfig,
  '/benefits': payrollConfig,
  '/benefits/{id}': payrollConfig,
  '/distributions': distributions,
  '/distributions/{id}': distributions,
  '/canada-payroll': { capability: 'canSeeCanada', allows: canSeeCanadaPayroll },
  '/reports': reports,
  '/reports/{id}': reports,
  '/report_schedules/{id?}': reports,
};

function accessOf(path: string): RouteAccess {
  if (GUEST.includes(path)) return 'guest';
  if (PUBLIC.includes(path)) return 'public';
  if (path.startsWith('/contractor/')) return ['contractor'];
  return BY_CAPABILITY[path] ?? RESTRICTED[path] ?? 'auth';
}

function layoutOf(path: string): LayoutName {
  if (GUEST.includes(path) || path === '/change_password') return 'login';
  if (['/terms', '/privacy', '/terms_of_service', '/confirm_email', '/help'].includes(path))
    return 'blank_nav';
  if (path === '/') return 'blank';
  if (path === '/pay' || path.startsWith('/pay/')) return 'narrow';
  if (path === '/onboard' || path.startsWith('/onboard/')) return 'onboard_dashboard';
  if (['/easy_approve', '/partner_services_agreement', '/client_services_addendum'].includes(path))
    return 'default';
  if (path.startsWith('/integrations/complete')) return 'iframe';
  if (path === '/calculator') return 'iframe_or_dashboard';
  return 'dashboard';
}

export const specRoutes: readonly SpecRoute[] = specPaths.map((path) => ({
  path,
  access: accessOf(path),
  layout: layoutOf(path),
}));

export function specRoute(path: string): SpecRoute {
  const found = specRoutes.find((r) => r.path === path);
  if (!found) throw new Error(`${path} is not a route of spec §2`);
  return found;
}

export function mayOpen(user: Subject, access: RouteAccess): boolean {
  if (access === 'public' || access === 'auth') return true;
  if (access === 'guest') return false;
  return 'allows' in access ? access.allows(user) : access.includes(user.user_type);
}

/** The spec path of a TanStack route path: `$id` → `{id}`, `{-$id}` → `{id?}`, no trailing slash. */
export const specPathOf = (routerPath: string) =>
  routerPath
    .replace(/\{-\$(\w+)\}/g, '{$1?}')
    .replace(/\$(\w+)/g, '{$1}')
    .replace(/(.)\/$/, '$1');
