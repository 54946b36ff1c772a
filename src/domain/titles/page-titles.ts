/** Spec §2 fixed titles, by route id (path segments joined with '-', parameters as their name). */
export const FIXED_TITLES: Readonly<Record<string, string>> = {
  'assignments-id': 'Assignment Details',
  'partner-dashboard': 'Dashboard',
  'admin-dashboard': 'Dashboard',
  'client-dashboard': 'Dashboard',
  'admin-assignments': 'Onboarding',
  'admin-users': 'Users',
  gsa_rates: 'GSA Rates',
  pto_rules_accruals: 'PTO',
  i9_forms: 'I9 Forms',
  platform_documents: 'Credentialing Documents',
  accounting_default_configs: 'Accounting Configs',
};

/** Spec §2 routes whose title is derived from the route name. */
export const DERIVED_TITLE_ROUTES: readonly string[] =
  `pricing_calculator assignments contractors clients expenses jobs
end_clients work_locations departments timesheets licenses payroll_runs paychecks time_off_requests notes invoices reports
distributions adjustments payments agreements document_templates approvals profile team payout_methods payment_methods
integrations messages notifications settings transactions partners sales_partners paycheck_deductions rates benefits
company_taxes holidays screenings logs training permissions forms i9_form contractor_documents client_documents
accounting_accounts accounting_mappings bills workers_comp_codes employer_documents onboarding payroll_settings`
    .split(/\s+/)
    .filter(Boolean);

/** `/assignments/{id}` → `assignments-id`; `/` → `index`. */
export function routeIdOf(path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/^\{(\w+)\??\}$/, '$1'));
  return parts.length ? parts.join('-') : 'index';
}

/** `payroll_runs` → `Payroll Runs`, `i9_form` → `I9 Form`. */
export const titleFromName = (name: string) =>
  name
    .split(/[_-]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The page title of a route id: fixed, else derived, else the white-label brand name. */
export function pageTitle(routeId: string, brandName: string): string {
  return (
    FIXED_TITLES[routeId] ??
    (DERIVED_TITLE_ROUTES.includes(routeId) ? titleFromName(routeId) : brandName)
  );
}
