import type { User } from '../../../domain/contracts/user';
import { isAdmin, isContractor } from '../../../domain/policy/capabilities';
import {
  canSeePayrollBankAccounts,
  canSeePayrollConfig,
} from '../../../domain/policy/payroll-config';
import { SpaLink } from '../../components/nav/spa-link';

/**
 * Where the payroll configuration pages are found: spec §2's menu names none of them (only Benefits,
 * in the Services group for eor and admin), so Settings lists those the user may open.
 */
export function PayrollConfigLinks({ user }: { user: User }) {
  const config = canSeePayrollConfig(user);
  const links = (
    [
      ['Your benefits and dependents', '/contractor/benefits', isContractor(user)],
      ['Payroll bank accounts', '/payroll_bank_accounts', canSeePayrollBankAccounts(user)],
      ['Company taxes', '/company_taxes', config],
      ['GSA Rates', '/gsa_rates', config],
      ['Holidays', '/holidays', config],
      ['Benefits', '/benefits', config],
      ['Workers comp codes', '/workers_comp_codes', config || isAdmin(user)],
    ] as const
  ).filter(([, , shown]) => shown);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="payroll-configuration" className="space-y-2">
      <h2 id="payroll-configuration" className="font-semibold">
        {isContractor(user) ? 'Benefits' : 'Payroll configuration'}
      </h2>
      <ul className="space-y-1 text-sm">
        {links.map(([label, to]) => (
          <li key={to}>
            <SpaLink href={to} className="font-medium underline underline-offset-2">
              {label}
            </SpaLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
