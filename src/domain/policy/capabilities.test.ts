import { describe, expect, it } from 'vitest';
import { userRoles, userTypes, type UserRole, type UserType } from '../contracts/enums';
import * as cap from './capabilities';
import { acme, demoUsers, makeUser, selfco } from './demo-users.fixture';

const roles: (UserRole | null)[] = [...userRoles, null];
const grid = userTypes.flatMap((t) => roles.map((r) => [t, r] as const));
const inRoles = (r: UserRole | null, list: string[]) => r !== null && list.includes(r);

describe('role capabilities over every user type × role', () => {
  it.each(grid)('%s / %s', (type: UserType, role: UserRole | null) => {
    const user = makeUser(type, role);
    const payrollTypes = type !== 'client' && type !== 'sales_partner';
    expect(cap.canSensitive(user)).toBe(inRoles(role, ['owner', 'manager', 'finance', 'admin']));
    expect(cap.canSeeBill(user)).toBe(
      inRoles(role, ['owner', 'manager', 'finance', 'admin', 'recruiter']),
    );
    expect(cap.canSeePayroll(user)).toBe(
      payrollTypes &&
        inRoles(role, ['owner', 'manager', 'finance', 'admin', 'recruiter', 'recruiter_payroll']),
    );
    expect(cap.canSeeExpenses(user)).toBe(
      payrollTypes &&
        inRoles(role, [
          'owner',
          'manager',
          'finance',
          'admin',
          'recruiter',
          'recruiter_payroll',
          'recruiter_sourcer',
        ]),
    );
    expect(cap.canSeeApprovals(user)).toBe(
      type === 'admin' ||
        type === 'eor' ||
        (type === 'partner' &&
          inRoles(role, [
            'owner',
            'admin',
            'manager',
            'finance',
            'recruiter',
            'recruiter_payroll',
            'recruiter_sourcer',
          ])),
    );
    expect(cap.canExport(user)).toBe(role !== 'recruiter_sourcer');
    expect(cap.isContractor(user)).toBe(type === 'contractor');
    expect(cap.isTimeSheetOnly(user)).toBe(role === 'time_sheet_only' && type !== 'contractor');
    expect(cap.canClientAddAssignments(user)).toBe(type === 'client' && role === 'owner');
    expect(cap.canEditVerification(user)).toBe(type === 'admin' || role === 'document_verifier');
    expect(cap.canEditInvoiceTransactions(user)).toBe(
      type === 'admin' || (type === 'partner' && role === 'owner'),
    );
    expect(cap.canUseCommandPalette(user)).toBe(type === 'admin' || type === 'partner');
    expect(cap.searchDebounceMs(user)).toBe(type === 'admin' ? 500 : 1000);
  });
});

const flags = [
  'self_employer',
  'self_funded',
  'self_time_sheets',
  'self_approve',
  'corp_to_corp_enabled',
  'is_canada_enabled',
] as const;
const partnerGrid = userTypes.flatMap((t) => flags.map((f) => [t, f] as const));

describe('partner-flag capabilities over every user type × flag', () => {
  it.each(partnerGrid)('%s with %s', (type, flag) => {
    const flagged = { ...acme, [flag]: true };
    const user = makeUser(type, 'owner', {
      partner: type === 'partner' ? flagged : null,
      contractor:
        type === 'contractor'
          ? { id: 'c', corp_to_corp: false, requires_w2_onboard: true, partner: flagged }
          : null,
    });
    const partner = type === 'partner';
    const selfEmployer = partner && flag === 'self_employer';
    const selfFunded = partner && flag === 'self_funded';
    const adminLike = type === 'admin' || type === 'eor';
    expect(cap.isEmployer(user)).toBe(type === 'admin' || selfEmployer);
    expect(cap.canEditTransactions(user)).toBe(type === 'admin' || selfEmployer);
    expect(cap.canEditInvoices(user)).toBe(type === 'admin' || selfEmployer);
    expect(cap.canCreatePayments(user)).toBe(type === 'admin' || selfEmployer || selfFunded);
    expect(cap.canEditPayments(user)).toBe(type === 'admin');
    expect(cap.canAddAdjustments(user)).toBe(adminLike || selfEmployer || selfFunded);
    expect(cap.canAddSalary(user)).toBe(selfEmployer || selfFunded);
    expect(cap.canInputTime(user)).toBe(
      !((partner || type === 'contractor') && flag === 'self_time_sheets'),
    );
    expect(cap.canDecideTimesheets(user)).toBe(
      ['client', 'eor', 'admin'].includes(type) ||
        (partner &&
          ['self_time_sheets', 'self_funded', 'self_employer', 'self_approve'].includes(flag)),
    );
    expect(cap.canUnapproveTimesheets(user)).toBe(
      ['client', 'eor', 'admin', 'partner'].includes(type),
    );
    expect(cap.canMarkTimesheetPaid(user)).toBe(type === 'admin');
    expect(cap.canNoBillTimesheets(user)).toBe(adminLike || partner);
    expect(cap.canUnrejectTimesheets(user)).toBe(
      ['admin', 'eor', 'client'].includes(type) || selfEmployer,
    );
    expect(cap.canCorpToCorp(user)).toBe(adminLike || (partner && flag === 'corp_to_corp_enabled'));
    expect(cap.canSeeCanada(user)).toBe(
      adminLike || ((partner || type === 'contractor') && flag === 'is_canada_enabled'),
    );
  });
});

describe('client flags', () => {
  it.each([
    [true, 'owner', true],
    [true, 'manager', false],
    [false, 'owner', false],
  ] as const)('can_create_assignment=%s role=%s', (canCreate, role, adds) => {
    const user = makeUser('client', role, {
      client: {
        id: 'g',
        entity_name: 'G',
        can_create_assignment: canCreate,
        show_contractor_personal: false,
        requires_signature_for_approval: false,
      },
    });
    expect(cap.canClientAddAssignments(user)).toBe(adds);
  });

  it.each([
    [true, false],
    [false, true],
  ])('show_contractor_personal=%s hides personal data: %s', (show, hidden) => {
    const base = makeUser('client', 'owner');
    expect(
      cap.hidesContractorPersonal({
        ...base,
        client: { ...base.client!, show_contractor_personal: show },
      }),
    ).toBe(hidden);
    expect(cap.hidesContractorPersonal(makeUser('partner', 'owner'))).toBe(false);
  });

  it('shows Sign only to clients requiring a signature', () => {
    const base = makeUser('client', 'owner');
    expect(cap.showsSignTimesheet(base)).toBe(true);
    expect(
      cap.showsSignTimesheet({
        ...base,
        client: { ...base.client!, requires_signature_for_approval: false },
      }),
    ).toBe(false);
    expect(cap.showsSignTimesheet(makeUser('partner', 'owner'))).toBe(false);
  });
});

describe('lists filtered by Canada access', () => {
  it('hides canada_t4 and sin without Canada', () => {
    const all = ['w-2', 'canada_t4'] as const;
    expect(cap.visibleJobClassifications(makeUser('partner', 'owner'), all)).toEqual(['w-2']);
    expect(cap.visibleJobClassifications(makeUser('admin', 'admin'), all)).toEqual([
      'w-2',
      'canada_t4',
    ]);
    expect(cap.visibleTaxIdTypes(makeUser('client', 'owner'), ['ssn', 'sin'])).toEqual(['ssn']);
    expect(
      cap.visibleTaxIdTypes(
        makeUser('partner', 'owner', { partner: { ...selfco, is_canada_enabled: true } }),
        ['ssn', 'sin'],
      ),
    ).toEqual(['ssn', 'sin']);
  });

  it('opens worker classifications to admins and partners holding the link', () => {
    expect(cap.canOpenWorkerClassifications(makeUser('admin', 'admin'))).toBe(true);
    expect(cap.canOpenWorkerClassifications(makeUser('partner', 'owner'))).toBe(false);
    expect(
      cap.canOpenWorkerClassifications(
        makeUser('partner', 'owner', { links: ['/worker_classifications'] }),
      ),
    ).toBe(true);
    expect(
      cap.canOpenWorkerClassifications(
        makeUser('client', 'owner', { links: ['/worker_classifications'] }),
      ),
    ).toBe(false);
  });
});

describe('branding and SSN capabilities', () => {
  it.each([
    ['owner@acme.test', true, true],
    ['finance@acme.test', false, true],
    ['recruiter@acme.test', false, false],
    ['admin@demo.test', false, true],
    ['contractor@demo.test', false, true],
    ['client@globex.test', false, false],
    ['eor@demo.test', false, false],
  ])('%s: edit branding %s, reveal SSN %s', (email, branding, ssn) => {
    const user = demoUsers[email];
    if (!user) throw new Error(email);
    expect(cap.canEditBranding(user)).toBe(branding);
    expect(cap.canRevealSsn(user)).toBe(ssn);
  });
});
