import { describe, expect, it } from 'vitest';
import { demoUsers, makeUser } from './demo-users.fixture';
import { menuLabels, menuPaths, navigationFor, showsHelp } from './navigation';

const TAIL = ['Messages', 'Settings', 'Logout'];
const FINANCE_ALL = [
  'Finance › Invoices',
  'Finance › Paychecks',
  'Finance › Reports',
  'Finance › Adjustments',
  'Finance › Distributions',
];
const ENTITIES = [
  'Entities › Clients',
  'Entities › Contractors',
  'Entities › Partners',
  'Entities › Sales Partners',
];
const PARTNER_OWNER = [
  'Dashboard',
  'Admin Assignments',
  'Pricing Calculator',
  'Assignments',
  'Timesheets',
  'Clients',
  'Contractors',
  'Expenses',
  ...FINANCE_ALL,
  'Agreements',
  'Profile › Profile',
  'Profile › Manage Team',
  'Profile › Payout Methods',
  'Profile › Payment Methods',
  ...TAIL,
];
const W2_CONTRACTOR = [
  'Dashboard',
  'Admin Assignments',
  'Assignments',
  'Timesheets',
  'Expenses',
  'Paychecks',
  'Employee Handbook',
  ...TAIL,
];

/** Spec §2 "Side navigation", worked out by hand for each demo account. */
const expectedMenus: Record<string, string[]> = {
  'admin@demo.test': [
    'Dashboard',
    'Users',
    'Admin Assignments',
    'Assignments',
    'Timesheets',
    'Expenses',
    ...ENTITIES,
    'Services › Rates',
    'Services › Benefits',
    'Services › Notes',
    ...FINANCE_ALL,
    'Agreements',
    'Logs › Access Logs',
    'Logs › Service Logs',
    ...TAIL,
  ],
  'owner@acme.test': PARTNER_OWNER,
  'recruiter@acme.test': [
    'Dashboard',
    'Admin Assignments',
    'Pricing Calculator',
    'Assignments',
    'Timesheets',
    'Clients',
    'Contractors',
    'Expenses',
    'Finance › Invoices',
    'Finance › Paychecks',
    ...TAIL,
  ],
  'finance@acme.test': [
    'Dashboard',
    'Admin Assignments',
    'Pricing Calculator',
    'Assignments',
    'Timesheets',
    'Clients',
    'Contractors',
    'Expenses',
    ...FINANCE_ALL,
    'Agreements',
    ...TAIL,
  ],
  'timekeeper@acme.test': ['Timesheets'],
  'owner@selfco.test': PARTNER_OWNER,
  'sales@demo.test': [
    'Dashboard',
    'Admin Assignments',
    'Commission Calculator',
    'Assignments',
    'Timesheets',
    ...ENTITIES,
    'Finance › Invoices',
    'Finance › Distributions',
    'Agreements',
    'Profile › Profile',
    'Profile › Manage Team',
    'Profile › Payout Methods',
    ...TAIL,
  ],
  'eor@demo.test': [
    'Dashboard',
    'Admin Assignments',
    'Assignments',
    'Timesheets',
    'Expenses',
    ...ENTITIES,
    'Services › Rates',
    'Services › Benefits',
    'Services › Notes',
    ...FINANCE_ALL,
    'Agreements',
    'Profile › Profile',
    'Profile › Manage Team',
    'Profile › Payout Methods',
    'Profile › Payment Methods',
    ...TAIL,
  ],
  'client@globex.test': [
    'Dashboard',
    'Admin Assignments',
    'Assignments',
    'Timesheets',
    'Expenses',
    'Finance › Invoices',
    'Agreements',
    'Profile › Profile',
    'Profile › Manage Team',
    'Profile › Payment Methods',
    ...TAIL,
  ],
  'approver@globex.test': [
    'Dashboard',
    'Admin Assignments',
    'Assignments',
    'Timesheets',
    'Expenses',
    'Finance › Invoices',
    'Agreements',
    ...TAIL,
  ],
  'contractor@demo.test': W2_CONTRACTOR,
  'ic@demo.test': [
    'Dashboard',
    'Admin Assignments',
    'Assignments',
    'Timesheets',
    'Paychecks',
    ...TAIL,
  ],
  'newhire@demo.test': W2_CONTRACTOR,
};

describe('navigation of each demo account', () => {
  it.each(Object.entries(expectedMenus))('%s', (email, labels) => {
    const user = demoUsers[email];
    if (!user) throw new Error(`no fixture for ${email}`);
    expect(menuLabels(navigationFor(user))).toEqual(labels);
  });

  it('covers all 13 demo accounts', () =>
    expect(Object.keys(expectedMenus).sort()).toEqual(Object.keys(demoUsers).sort()));
});

describe('navigation rules', () => {
  it('links dashboards by user type and timesheets by the spec menu paths', () => {
    expect(menuPaths(navigationFor(makeUser('eor', 'owner')))).toContain('/eor/dashboard');
    expect(menuPaths(navigationFor(makeUser('contractor', null)))).toContain(
      '/contractor/time_sheets',
    );
    expect(menuPaths(navigationFor(makeUser('client', 'owner')))).toContain('/time_sheets');
  });

  it('drops Timesheets when the partner uses self timesheets', () => {
    const base = makeUser('partner', 'owner');
    const partner = { ...base.partner!, self_time_sheets: true };
    expect(menuLabels(navigationFor({ ...base, partner }))).not.toContain('Timesheets');
    const timekeeper = makeUser('partner', 'time_sheet_only', { partner });
    expect(navigationFor(timekeeper)).toEqual([]);
  });

  it('keeps the whole menu for a contractor with the time_sheet_only role', () => {
    expect(menuLabels(navigationFor(makeUser('contractor', 'time_sheet_only')))).toContain(
      'Dashboard',
    );
  });

  it('hides Pricing Calculator from partners without bill visibility', () => {
    expect(menuLabels(navigationFor(makeUser('partner', 'recruiter_payroll')))).not.toContain(
      'Pricing Calculator',
    );
  });

  it.each([
    ['partner', true, true],
    ['admin', true, false],
    ['contractor', true, true],
    ['client', false, false],
  ] as const)('help for %s on mobile=%s: %s', (type, mobile, shown) => {
    expect(showsHelp(makeUser(type, 'owner'), mobile)).toBe(shown);
  });
});
