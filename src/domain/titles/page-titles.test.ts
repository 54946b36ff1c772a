import { describe, expect, it } from 'vitest';
import { DERIVED_TITLE_ROUTES, pageTitle, routeIdOf, titleFromName } from './page-titles';

describe('page titles (spec §2)', () => {
  it.each([
    ['assignments-id', 'Assignment Details'],
    ['partner-dashboard', 'Dashboard'],
    ['admin-dashboard', 'Dashboard'],
    ['client-dashboard', 'Dashboard'],
    ['admin-assignments', 'Onboarding'],
    ['admin-users', 'Users'],
    ['gsa_rates', 'GSA Rates'],
    ['pto_rules_accruals', 'PTO'],
    ['i9_forms', 'I9 Forms'],
    ['platform_documents', 'Credentialing Documents'],
    ['accounting_default_configs', 'Accounting Configs'],
    ['pricing_calculator', 'Pricing Calculator'],
    ['payroll_runs', 'Payroll Runs'],
    ['end_clients', 'End Clients'],
    ['i9_form', 'I9 Form'],
    ['payout_methods', 'Payout Methods'],
    ['workers_comp_codes', 'Workers Comp Codes'],
    ['settings', 'Settings'],
    ['contractor-dashboard', 'Acme Staffing'],
    ['eor-dashboard', 'Acme Staffing'],
    ['invoices-id', 'Acme Staffing'],
    ['commission_calculator', 'Acme Staffing'],
    ['index', 'Acme Staffing'],
  ])('%s → %s', (routeId, title) => expect(pageTitle(routeId, 'Acme Staffing')).toBe(title));

  it('derives a title for all 54 listed route names', () => {
    expect(DERIVED_TITLE_ROUTES).toHaveLength(54);
    for (const name of DERIVED_TITLE_ROUTES)
      expect(pageTitle(name, 'Brand')).toBe(titleFromName(name));
  });

  it.each([
    ['/assignments/{id}', 'assignments-id'],
    ['/admin/dashboard', 'admin-dashboard'],
    ['/pay/{id?}', 'pay-id'],
    ['/', 'index'],
  ])('route id of %s is %s', (path, id) => expect(routeIdOf(path)).toBe(id));
});
