import type { UserType } from '../contracts/enums';
import {
  canInputTime,
  canSeeBill,
  canSensitive,
  isContractor,
  isOwner,
  isTimeSheetOnly,
  type Subject,
} from './capabilities';
import {
  canManagePaymentMethods,
  canManagePayoutMethods,
} from '../../resources/bank-methods/policy';
import { canOpenExpenses } from '../../resources/expenses/policy';
import { canSeePaychecks } from './payroll';
import { canSeeReports } from '../../resources/reports/policy';

export interface NavLink {
  kind: 'link';
  label: string;
  to: string;
}
export interface NavAction {
  kind: 'action';
  label: string;
  action: 'logout';
}
export interface NavGroup {
  kind: 'group';
  label: string;
  children: NavLink[];
}
export type NavItem = NavLink | NavAction | NavGroup;

const link = (label: string, to: string): NavLink => ({ kind: 'link', label, to });
const is = (user: Subject, ...types: UserType[]) => types.includes(user.user_type);

/** A group shows only with at least one child the user may see. */
function group(label: string, children: (NavLink | false)[]): NavGroup | false {
  const visible = children.filter((c): c is NavLink => c !== false);
  return visible.length > 0 && { kind: 'group', label, children: visible };
}

export const timesheetsPath = (user: Subject) =>
  isContractor(user) ? '/contractor/time_sheets' : '/time_sheets';

/** The side menu of spec §2, in the spec's order. */
export function navigationFor(user: Subject): NavItem[] {
  const timesheets = canInputTime(user) && link('Timesheets', timesheetsPath(user));
  if (isTimeSheetOnly(user)) return timesheets ? [timesheets] : [];
  const needsW2 = isContractor(user) && Boolean(user.contractor?.requires_w2_onboard);
  const sensitive = canSensitive(user);
  const owner = isOwner(user);
  const items: (NavItem | false)[] = [
    link('Dashboard', `/${user.user_type}/dashboard`),
    is(user, 'admin') && link('Users', '/admin/users'),
    link('Admin Assignments', '/admin/assignments?status=live'),
    is(user, 'partner') && canSeeBill(user) && link('Pricing Calculator', '/pricing_calculator'),
    is(user, 'sales_partner') && link('Commission Calculator', '/commission_calculator'),
    link('Assignments', '/assignments'),
    timesheets,
    is(user, 'partner') && link('Clients', '/clients'),
    is(user, 'partner') && link('Contractors', '/contractors'),
    (is(user, 'eor', 'partner', 'client', 'admin') || (needsW2 && canInputTime(user))) &&
      canOpenExpenses(user) &&
      link('Expenses', '/expenses'),
    is(user, 'eor', 'sales_partner', 'admin') &&
      group('Entities', [
        link('Clients', '/clients'),
        link('Contractors', '/contractors'),
        link('Partners', '/partners'),
        link('Sales Partners', '/sales_partners'),
      ]),
    is(user, 'eor', 'admin') &&
      group('Services', [
        link('Rates', '/rates'),
        link('Benefits', '/benefits'),
        link('Notes', '/notes'),
      ]),
    group('Finance', [
      is(user, 'client', 'partner', 'eor', 'sales_partner', 'admin') &&
        canSeeBill(user) &&
        link('Invoices', '/invoices'),
      // A partner role without payroll access (sourcer, verifier) would open a page that refuses it.
      is(user, 'partner', 'eor', 'admin') &&
        canSeePaychecks(user) &&
        link('Paychecks', '/paychecks'),
      canSeeReports(user) && link('Reports', '/reports'),
      is(user, 'partner', 'eor', 'admin') && sensitive && link('Adjustments', '/adjustments'),
      is(user, 'partner', 'eor', 'sales_partner', 'admin') &&
        sensitive &&
        link('Distributions', '/distributions'),
    ]),
    isContractor(user) && link('Paychecks', '/paychecks'),
    sensitive && link('Agreements', '/agreements'),
    needsW2 && link('Employee Handbook', '/contractor/employee_handbook'),
    is(user, 'admin') &&
      group('Logs', [
        link('Access Logs', '/logs?type=access'),
        link('Service Logs', '/logs?type=service'),
      ]),
    group('Profile', [
      owner && is(user, 'client', 'eor', 'partner', 'sales_partner') && link('Profile', '/profile'),
      owner &&
        is(user, 'client', 'eor', 'partner', 'sales_partner') &&
        link('Manage Team', '/team'),
      canManagePayoutMethods(user) && link('Payout Methods', '/payout_methods'),
      canManagePaymentMethods(user) && link('Payment Methods', '/payment_methods'),
    ]),
    link('Messages', '/messages'),
    link('Settings', '/settings'),
    { kind: 'action', label: 'Logout', action: 'logout' },
  ];
  return items.filter((i): i is NavItem => i !== false);
}

/** Menu labels flattened as "Group › Child", the shape the navigation table tests read. */
export function menuLabels(items: readonly NavItem[]): string[] {
  return items.flatMap((i) =>
    i.kind === 'group' ? i.children.map((c) => `${i.label} › ${c.label}`) : [i.label],
  );
}

/** Every path the menu leads to, without query strings. */
export function menuPaths(items: readonly NavItem[]): string[] {
  const paths = items.flatMap((i) =>
    i.kind === 'group' ? i.children.map((c) => c.to) : i.kind === 'link' ? [i.to] : [],
  );
  return [...new Set(paths.map((p) => p.split('?')[0] ?? p))];
}

/** Whether the help button and FAQ link show (spec §2: non-admin users on mobile). */
export const showsHelp = (user: Subject, isMobile: boolean) =>
  isMobile && user.user_type !== 'admin';
